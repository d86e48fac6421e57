import type { RemovedBinding, SignInProvider } from '@coresense/shared';
import { type MessageKey, t } from '../../../locales/index.ts';

const PROVIDER_NAMES: Record<SignInProvider, MessageKey> = {
  dingtalk: 'notices.provider.dingtalk',
  wecom: 'notices.provider.wecom',
  feishu: 'notices.provider.feishu',
};

/** `DingTalk (mallory), Feishu (mallory)`: the bindings a new password removed, as a person reads them. */
export function removedBindingsText(removed: RemovedBinding[]): string {
  return removed
    .map(({ provider, account }) => `${t(PROVIDER_NAMES[provider])} (${account})`)
    .join(t('notices.listSeparator'));
}
