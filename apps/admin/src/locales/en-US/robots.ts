import type zhCN from '../zh-CN/robots.ts';

export default {
  'robots.intro':
    'Tell a WeCom, DingTalk or Feishu group when a message, product enquiry or job application arrives. The robot says the kind, the name, the time and a link into the back-office, never what the visitor wrote.',
  'robots.kind.contact': 'Messages',
  'robots.kind.product': 'Product enquiries',
  'robots.kind.job': 'Job applications',
  'robots.updated': 'Updated {time}',
  'robots.enabled': 'On',
  'robots.platform': 'Platform',
  'robots.platform.wecom': 'WeCom',
  'robots.platform.dingtalk': 'DingTalk',
  'robots.platform.feishu': 'Feishu / Lark',
  'robots.url': 'Webhook address',
  'robots.url.hint': 'The address in the group robot’s settings, such as {example}',
  'robots.secret': 'Signing secret',
  'robots.secret.hint':
    'The secret of the robot’s “signature” security setting; leave empty to keep the saved one',
  'robots.secret.wecom': 'WeCom group robots do not sign: leave it empty',
  'robots.secret.stored': 'Saved: {masked}',
  'robots.secret.remove': 'Remove the saved secret',
  'robots.lang': 'Language of the messages',
  'robots.saved': 'Saved',
  'robots.test': 'Send a test message',
  'robots.test.delivered': 'The test message arrived',
  'robots.test.failed': 'The test message did not arrive',
} satisfies Record<keyof typeof zhCN, string>;
