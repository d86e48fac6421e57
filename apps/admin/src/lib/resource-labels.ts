import { type MessageKey, t } from '../locales/index.ts';

/** A back-office resource (`products`, `audit-log`…) in the interface language. */
export function resourceLabel(resource: string): string {
  const key = `authority.resource.${resource}` as MessageKey;
  const label = t(key);
  return label === key ? resource : label;
}

/** An audit-log action (`create`, `update`…) in the interface language, else as recorded. */
export function actionLabel(action: string): string {
  const key = `audit.action.${action}` as MessageKey;
  const label = t(key);
  return label === key ? action : label;
}
