import type { Lang, SubscriptionTopic } from '@coresense/shared';
import { xmlEscape } from '@coresense/shared/xml';
import type { OutgoingMail } from '../mail/mail.outbox.ts';

/*
 * The emails of change alerts (contract §9) in the company's look: the CoreSense name on its
 * blue, a white card, one button. Mail readers drop stylesheets and scripts, so the HTML is
 * plain layout tables with inline styles; the plain-text part says the same with the links
 * written out. Everything that comes from content or a visitor is escaped.
 */

const BRAND = '#0b5cd5';
const INK = '#1b2430';
const MUTED = '#556070';
const TINT = '#f4f7fb';
const LINE = '#e1e7ef';
const FONT = "-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',Helvetica,Arial,sans-serif";

export const MAIL_TEXT = {
  zh_CN: {
    brand: 'CoreSense 芯感科技',
    confirmSubject: '请确认订阅 CoreSense 更新提醒',
    confirmHeading: '请确认您的订阅',
    confirmIntro: (email: string) => `我们收到了向 ${email} 发送以下更新提醒的请求：`,
    confirmAction: '确认订阅',
    confirmAfter: '确认后才会发送提醒。未确认的请求将在 7 天后删除。如果这不是您本人的操作，请忽略此邮件。',
    topics: { news: '公司新闻与展会', investor: '投资者关系公告', documents: '全部文档更新' },
    product: (name: string) => `产品“${name}”的文档更新与变更通知`,
    view: '查看详情',
    unsubscribe: '退订',
    why: '您收到此邮件，是因为您订阅了 CoreSense 的更新提醒。',
    subjects: {
      news: (title: string) => `新闻：${title}`,
      investor: (title: string) => `投资者关系：${title}`,
      revision: (title: string, revision: string) => `文档更新：${title}（修订版 ${revision}）`,
      pcn: (title: string) => `产品变更通知：${title}`,
    },
    intros: {
      news: 'CoreSense 发布了新的新闻：',
      investor: 'CoreSense 发布了新的投资者关系信息：',
      revision: (revision: string) => `以下文档发布了新的修订版 ${revision}：`,
      pcn: 'CoreSense 发布了一份产品变更通知（PCN）：',
    },
  },
  en_US: {
    brand: 'CoreSense',
    confirmSubject: 'Confirm your CoreSense alerts',
    confirmHeading: 'Please confirm your subscription',
    confirmIntro: (email: string) => `We were asked to send these alerts to ${email}:`,
    confirmAction: 'Confirm subscription',
    confirmAfter:
      'Nothing is sent until you confirm. An unconfirmed request is deleted after 7 days. If you did not ask for this, ignore this email.',
    topics: {
      news: 'Company news and exhibitions',
      investor: 'Investor relations announcements',
      documents: 'Every document update',
    },
    product: (name: string) => `Document updates and change notices of ${name}`,
    view: 'View it on our site',
    unsubscribe: 'Unsubscribe',
    why: 'You receive this email because you subscribed to CoreSense alerts.',
    subjects: {
      news: (title: string) => `News: ${title}`,
      investor: (title: string) => `Investor relations: ${title}`,
      revision: (title: string, revision: string) => `Document revised: ${title} (revision ${revision})`,
      pcn: (title: string) => `Product change notice: ${title}`,
    },
    intros: {
      news: 'CoreSense published a news item:',
      investor: 'CoreSense published investor information:',
      revision: (revision: string) => `A new revision ${revision} of this document is out:`,
      pcn: 'CoreSense published a product change notice (PCN):',
    },
  },
} as const;

interface MailContent {
  lang: Lang;
  heading: string;
  intro: string;
  /** Lines shown as a list under the intro (what is subscribed, or the item's title). */
  items: string[];
  /** The one button; a mail that asks nothing of its reader has none. */
  action?: { label: string; href: string };
  /** Small print under the button. */
  after: string;
  unsubscribe?: string;
}

/** The HTML and plain-text parts of one mail. */
export function composeMail(content: MailContent): { html: string; body: string } {
  const text = MAIL_TEXT[content.lang];
  const e = xmlEscape;
  const items = content.items
    .map(
      (item) =>
        `<tr><td style="padding:4px 0 4px 12px;border-left:3px solid ${BRAND};font-size:16px;font-weight:600;color:${INK}">${e(item)}</td></tr>`,
    )
    .join('');
  const footer = content.unsubscribe
    ? `${e(text.why)} <a href="${e(content.unsubscribe)}" style="color:${MUTED}">${e(text.unsubscribe)}</a>`
    : '';
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:${BRAND};border-radius:6px">
<a href="${e(content.action.href)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">${e(content.action.label)}</a>
</td></tr></table>
`
    : '';
  const html = `<!doctype html>
<html lang="${content.lang === 'zh_CN' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${TINT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${TINT};font-family:${FONT}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:10px">
<tr><td style="background:${BRAND};border-radius:10px 10px 0 0;padding:18px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">${e(text.brand)}</td></tr>
<tr><td style="padding:24px 24px 8px;color:${INK}">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.4;color:${INK}">${e(content.heading)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:1.6">${e(content.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px">${items}</table>
${button}<p style="margin:20px 0 0;font-size:13px;line-height:1.6;color:${MUTED}">${e(content.after)}</p>
</td></tr>
<tr><td style="padding:16px 24px 24px;font-size:12px;line-height:1.6;color:${MUTED};border-top:1px solid ${LINE}">${footer}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  const body = [
    text.brand,
    '',
    content.heading,
    '',
    content.intro,
    ...content.items.map((item) => `  - ${item}`),
    ...(content.action ? ['', `${content.action.label}: ${content.action.href}`] : []),
    '',
    content.after,
    ...(content.unsubscribe ? ['', '--', text.why, `${text.unsubscribe}: ${content.unsubscribe}`] : []),
    '',
  ].join('\n');
  return { html, body };
}

/** The confirmation mail of a request: what it asks for and the link that confirms it. */
export function confirmationMail(
  to: string,
  lang: Lang,
  request: { topics: readonly SubscriptionTopic[]; productNames: readonly string[] },
  confirmLink: string,
): OutgoingMail {
  const text = MAIL_TEXT[lang];
  const { html, body } = composeMail({
    lang,
    heading: text.confirmHeading,
    intro: text.confirmIntro(to),
    items: [...request.topics.map((topic) => text.topics[topic]), ...request.productNames.map(text.product)],
    action: { label: text.confirmAction, href: confirmLink },
    after: text.confirmAfter,
  });
  return { to, subject: text.confirmSubject, body, html };
}

/** The outbox keeps subjects of up to 300 characters; a long title is cut, never refused. */
const SUBJECT_MAX = 250;

export type AlertKind = 'news' | 'investor' | 'revision' | 'pcn';

/** One alert to one subscriber, with the one-click unsubscribe headers of RFC 8058. */
export function alertMail(
  to: string,
  lang: Lang,
  event: { kind: AlertKind; title: string; revision?: string; link: string },
  unsubscribeLink: string,
): OutgoingMail {
  const text = MAIL_TEXT[lang];
  const revision = event.revision ?? '';
  const subject = (
    event.kind === 'revision'
      ? text.subjects.revision(event.title, revision)
      : text.subjects[event.kind](event.title)
  ).slice(0, SUBJECT_MAX);
  const intro = event.kind === 'revision' ? text.intros.revision(revision) : text.intros[event.kind];
  const { html, body } = composeMail({
    lang,
    heading: subject,
    intro,
    items: [event.title],
    action: { label: text.view, href: event.link },
    after: '',
    unsubscribe: unsubscribeLink,
  });
  return {
    to,
    subject,
    body,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
