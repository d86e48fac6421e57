import { type FieldError, type Lang, langToHtmlLang, langToLocale } from '@coresense/shared';
import { xmlEscape } from '@coresense/shared/xml';

/*
 * The small pages a subscription link or a form sent without scripts answers (contract §9): one
 * message in the subscription's language, a way back to the site, no script (the CSP allows
 * none here) and nothing unescaped.
 */

export type SubscriptionPage = 'confirmed' | 'unsubscribed' | 'invalid' | 'requested' | 'refused';

const TEXTS = {
  zh_CN: {
    brand: 'CoreSense 芯感科技',
    home: '返回网站首页',
    back: '返回上一页',
    confirmed: ['订阅已确认', '今后有相关更新时，我们会发邮件告诉您。每封邮件都附有退订链接。'],
    unsubscribed: ['已退订', '您的订阅及其邮箱地址已删除，我们不会再发送更新提醒。'],
    invalid: [
      '链接无效',
      '该链接无效或已失效。如果您已退订，我们不会再发送邮件；如需订阅，请在网站上重新提交。',
    ],
    requested: ['请查收确认邮件', '我们已向您的邮箱发送了一封确认邮件。点击其中的链接后，订阅才会生效。'],
    refused: ['无法订阅', '请修正以下内容后重试：'],
  },
  en_US: {
    brand: 'CoreSense',
    home: 'Go to the home page',
    back: 'Go back',
    confirmed: [
      'Subscription confirmed',
      'We will email you when there is an update. Every email has a link to unsubscribe.',
    ],
    unsubscribed: [
      'You are unsubscribed',
      'Your subscription and its email address are deleted; we will send no more alerts.',
    ],
    invalid: [
      'This link is not valid',
      'The link is not valid or no longer works. If you unsubscribed, nothing more is sent; to subscribe, send the form on our site again.',
    ],
    requested: [
      'Please check your inbox',
      'We have sent you a confirmation email. Your subscription starts once you follow its link.',
    ],
    refused: ['The subscription was not sent', 'Please correct the following and try again:'],
  },
} as const;

/** One page, whole; `back` is a path of the site to return to (a form's page). */
export function subscriptionPage(
  lang: Lang,
  page: SubscriptionPage,
  options: { back?: string; errors?: readonly FieldError[] } = {},
): string {
  const text = TEXTS[lang];
  const [heading, message] = text[page];
  const e = xmlEscape;
  const errors = options.errors?.length
    ? `<ul>${options.errors.map((error) => `<li>${e(error.message)}</li>`).join('')}</ul>`
    : '';
  const home = `/index?lang=${langToLocale(lang)}`;
  const link = options.back
    ? `<a class="button" href="${e(options.back)}">${e(text.back)}</a>`
    : `<a class="button" href="${e(home)}">${e(text.home)}</a>`;
  return `<!doctype html>
<html lang="${langToHtmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(heading)} - ${e(text.brand)}</title>
<style>body{margin:0;background:#f4f7fb;color:#1b2430;font:16px/1.6 -apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',Helvetica,Arial,sans-serif}header{background:#0b5cd5;color:#fff;padding:14px 24px;font-weight:700;font-size:18px}main{max-width:560px;margin:40px auto;background:#fff;border:1px solid #e1e7ef;border-radius:10px;padding:28px}h1{font-size:22px;margin:0 0 12px}ul{color:#c62828}.button{display:inline-block;margin-top:12px;background:#0b5cd5;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px}.button:focus-visible{outline:3px solid #1b2430;outline-offset:2px}</style></head>
<body><header>${e(text.brand)}</header><main><h1>${e(heading)}</h1><p>${e(message)}</p>${errors}${link}</main></body></html>`;
}
