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

/**
 * Who an audit entry says acted: the user, or the scheduler on behalf of the user who scheduled
 * the action (a scheduled publish is not the user's own click).
 */
export function auditActorLabel(entry: { username: string; via?: string | null }): string {
  if (entry.via !== 'scheduler') return entry.username;
  return entry.username ? t('audit.byScheduler', { username: entry.username }) : t('audit.scheduler');
}

/**
 * What an audit entry's record is called: its recorded title (a page block's name for blocks),
 * else `#id` for entries written before titles were kept.
 */
export function auditRecordLabel(entry: { resource: string; resourceId: string; title?: string }): string {
  if (entry.resource === 'blocks') {
    const key = `menu.pages.${entry.resourceId}` as MessageKey;
    const label = t(key);
    if (label !== key) return label;
  }
  if (entry.title) return entry.title;
  return entry.resourceId ? `#${entry.resourceId}` : '—';
}

/** Who saved a version: their name, or "system" for versions nobody saved in the back-office. */
export function authorName(author: { id: number; username: string; name: string }): string {
  if (author.id === 0) return t('history.system');
  return author.name || author.username;
}
