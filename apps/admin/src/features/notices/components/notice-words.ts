import type { Notice, NoticeKind } from '@coresense/shared/schemas/notices';
import type { UiLocale } from '@coresense/shared/ui-locale';
import { currentLocale, type MessageKey, t } from '../../../locales/index.ts';

type Words = { title: MessageKey; description?: MessageKey };

/**
 * Each kind in the interface's own words, filled in from the notice's params. A kind without a
 * description key keeps the server's description, which is data (a message, a product's name).
 */
const WORDS: Record<NoticeKind, Words> = {
  'enquiry-received': { title: 'notices.kind.enquiry-received.title' },
  'contract-status-changed': {
    title: 'notices.kind.contract-status-changed.title',
    description: 'notices.kind.contract-status-changed.description',
  },
  'sign-in-new-address': {
    title: 'notices.kind.sign-in-new-address.title',
    description: 'notices.kind.sign-in-new-address.description',
  },
  'password-changed': {
    title: 'notices.kind.password-changed.title',
    description: 'notices.kind.password-changed.description',
  },
  'second-factor-locked': {
    title: 'notices.kind.second-factor-locked.title',
    description: 'notices.kind.second-factor-locked.description',
  },
  'account-bound': {
    title: 'notices.kind.account-bound.title',
    description: 'notices.kind.account-bound.description',
  },
  'bindings-removed': {
    title: 'notices.kind.bindings-removed.title',
    description: 'notices.kind.bindings-removed.description',
  },
  'server-error': {
    title: 'notices.kind.server-error.title',
    description: 'notices.kind.server-error.description',
  },
  'scheduled-action-failed': {
    title: 'notices.kind.scheduled-action-failed.title',
    description: 'notices.kind.scheduled-action-failed.description',
  },
  'mail-failed': {
    title: 'notices.kind.mail-failed.title',
    description: 'notices.kind.mail-failed.description',
  },
};

const ENQUIRY_KINDS: Record<string, MessageKey> = {
  contact: 'notices.enquiryKind.contact',
  product: 'notices.enquiryKind.product',
  job: 'notices.enquiryKind.job',
};

/** A sample request (contract §13), named here rather than in the dictionary of the first chunk. */
const SAMPLE_REQUEST: Record<UiLocale, string> = {
  'zh-CN': '样品申请',
  'zh-TW': '樣品申請',
  'en-US': 'sample request',
  'pt-BR': 'pedido de amostras',
};

const CONTRACT_STATUSES: Record<string, MessageKey> = {
  draft: 'contracts.status.draft',
  signed: 'contracts.status.signed',
  executing: 'contracts.status.executing',
  completed: 'contracts.status.completed',
  cancelled: 'contracts.status.cancelled',
};

const PROVIDERS: Record<string, MessageKey> = {
  dingtalk: 'notices.provider.dingtalk',
  wecom: 'notices.provider.wecom',
  feishu: 'notices.provider.feishu',
};

function word(table: Record<string, MessageKey>, value: string | number | null): string {
  const key = table[String(value)];
  return key ? t(key) : String(value ?? '');
}

/** The notice's title and description in the interface language. */
export function noticeWords(notice: Notice): { title: string; description: string } {
  const words = WORDS[notice.extra.kind] as Words | undefined;
  if (!words) return { title: notice.title, description: notice.description };
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(notice.extra.params)) values[name] = value ?? '';
  const { enquiryKind, from, to, provider, providers } = notice.extra.params;
  if (enquiryKind !== undefined) {
    values.enquiryKind =
      enquiryKind === 'sample' ? SAMPLE_REQUEST[currentLocale] : word(ENQUIRY_KINDS, enquiryKind);
  }
  if (from !== undefined) values.from = word(CONTRACT_STATUSES, from);
  if (to !== undefined) values.to = word(CONTRACT_STATUSES, to);
  if (provider !== undefined) values.provider = word(PROVIDERS, provider);
  if (providers !== undefined) {
    values.providers = String(providers)
      .split(',')
      .map((each) => word(PROVIDERS, each))
      .join(t('notices.listSeparator'));
  }
  return {
    title: t(words.title, values),
    description: words.description ? t(words.description, values) : notice.description,
  };
}
