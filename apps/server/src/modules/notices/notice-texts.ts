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
const TEXTS: Record<
  Lang,
  Record<NoticeKind, KindTexts> & { words: Record<string, string>; listSeparator: string }
> = {
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
    'second-factor-locked': {
      title: '动态验证码错误次数过多，已暂时锁定',
      description:
        '有人输入了您的正确密码，但动态验证码连续错误 {failures} 次（最后一次来自 {ip}）。如果不是您本人，请立即修改密码',
    },
    'account-bound': {
      title: '已绑定{provider}账号',
      description: '{provider}账号 {account} 现在可以登录您的账户；如果不是您本人操作，请立即解绑并修改密码',
    },
    'bindings-removed': {
      title: '密码已更改，第三方账号绑定已解除',
      description: '以下账号不再能登录您的账户：{providers}。如需使用，请重新绑定',
    },
    'server-error': { title: '服务器处理请求失败', description: '{method} {route}' },
    'scheduled-action-failed': { title: '定时任务执行失败', description: '{action}：{reason}' },
    'mail-failed': { title: '邮件发送失败', description: '收件人 {to}：{reason}' },
    words: {
      contact: '留言',
      product: '产品咨询',
      job: '职位申请',
      sample: '样品申请',
      draft: '草稿',
      signed: '已签订',
      executing: '执行中',
      completed: '已完成',
      cancelled: '已取消',
      dingtalk: '钉钉',
      wecom: '企业微信',
      feishu: '飞书',
    },
    listSeparator: '、',
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
    'second-factor-locked': {
      title: 'Authenticator codes locked after wrong tries',
      description:
        'Someone entered your password with {failures} wrong codes in a row (the last from {ip}). If this was not you, change your password at once',
    },
    'account-bound': {
      title: 'A {provider} account was bound',
      description:
        'The {provider} account {account} can now sign in as you. If this was not you, unbind it and change your password at once',
    },
    'bindings-removed': {
      title: 'Bound accounts removed with the password change',
      description: 'These accounts no longer sign you in: {providers}. Bind them again to use them',
    },
    'server-error': { title: 'A request failed on the server', description: '{method} {route}' },
    'scheduled-action-failed': { title: 'A scheduled action failed', description: '{action}: {reason}' },
    'mail-failed': { title: 'A mail could not be sent', description: 'To {to}: {reason}' },
    words: {
      contact: 'message',
      product: 'product enquiry',
      job: 'job application',
      sample: 'sample request',
      draft: 'draft',
      signed: 'signed',
      executing: 'executing',
      completed: 'completed',
      cancelled: 'cancelled',
      dingtalk: 'DingTalk',
      wecom: 'WeCom',
      feishu: 'Feishu',
    },
    listSeparator: ', ',
  },
};

/** Params that name a word (an enquiry kind, a contract status) rather than carry a value. */
const WORD_PARAMS = ['enquiryKind', 'from', 'to', 'provider'];
/** Params that name several words, comma-separated (the providers whose bindings went). */
const WORD_LIST_PARAMS = ['providers'];

/** The notice's title and description in `lang`, filled in from its params. */
export function noticeText(lang: Lang, kind: NoticeKind, params: Params): KindTexts {
  const texts = TEXTS[lang];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null) values[name] = '';
    else if (WORD_PARAMS.includes(name)) values[name] = texts.words[String(value)] ?? value;
    else if (WORD_LIST_PARAMS.includes(name)) {
      values[name] = String(value)
        .split(',')
        .map((word) => texts.words[word] ?? word)
        .join(texts.listSeparator);
    } else values[name] = value;
  }
  const { title, description } = texts[kind];
  return { title: formatMessage(title, values), description: formatMessage(description, values) };
}
