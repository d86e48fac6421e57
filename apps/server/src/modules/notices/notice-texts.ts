import type { Lang, NoticeKind } from '@coresense/shared';
import { formatMessage } from '@coresense/shared/i18n/format';

type Params = Record<string, string | number | null>;

interface KindTexts {
  title: string;
  description: string;
}

/**
 * The API's words for each kind, in the two languages of `lang`; the back-office has its own
 * for all four of its languages (locales/<locale>/notices.ts) and uses these only for a kind it
 * does not know. Values such as a contract's status are words too, so they are named here.
 */
const TEXTS: Record<Lang, Record<NoticeKind, KindTexts> & { words: Record<string, string> }> = {
  zh_CN: {
    'enquiry-received': { title: '新的{enquiryKind}：{name}', description: '{about}' },
    'contract-status-changed': {
      title: '合同 {number} 状态变为{to}',
      description: '{from} → {to}，操作人 {by}',
    },
    'sign-in-new-address': { title: '从新地址登录', description: '您的账户从 {ip} 登录' },
    'password-changed': {
      title: '账户密码已修改',
      description: '如果不是您本人操作，请立即联系管理员',
    },
    'server-error': { title: '服务器处理请求失败', description: '{method} {route}' },
    'scheduled-action-failed': { title: '定时任务执行失败', description: '{action}：{reason}' },
    'mail-failed': { title: '邮件发送失败', description: '收件人 {to}：{reason}' },
    words: {
      contact: '留言',
      product: '产品咨询',
      job: '职位申请',
      draft: '草稿',
      signed: '已签订',
      executing: '执行中',
      completed: '已完成',
      cancelled: '已取消',
    },
  },
  en_US: {
    'enquiry-received': { title: 'New {enquiryKind} from {name}', description: '{about}' },
    'contract-status-changed': {
      title: 'Contract {number} is now {to}',
      description: '{from} → {to}, by {by}',
    },
    'sign-in-new-address': {
      title: 'Signed in from a new address',
      description: 'Your account signed in from {ip}',
    },
    'password-changed': {
      title: 'Your password was changed',
      description: 'If this was not you, tell an administrator at once',
    },
    'server-error': { title: 'A request failed on the server', description: '{method} {route}' },
    'scheduled-action-failed': { title: 'A scheduled action failed', description: '{action}: {reason}' },
    'mail-failed': { title: 'A mail could not be sent', description: 'To {to}: {reason}' },
    words: {
      contact: 'message',
      product: 'product enquiry',
      job: 'job application',
      draft: 'draft',
      signed: 'signed',
      executing: 'executing',
      completed: 'completed',
      cancelled: 'cancelled',
    },
  },
};

/** Params that name a word (an enquiry kind, a contract status) rather than carry a value. */
const WORD_PARAMS = ['enquiryKind', 'from', 'to'];

/** The notice's title and description in `lang`, filled in from its params. */
export function noticeText(lang: Lang, kind: NoticeKind, params: Params): KindTexts {
  const texts = TEXTS[lang];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null) values[name] = '';
    else values[name] = WORD_PARAMS.includes(name) ? (texts.words[String(value)] ?? value) : value;
  }
  const { title, description } = texts[kind];
  return { title: formatMessage(title, values), description: formatMessage(description, values) };
}
