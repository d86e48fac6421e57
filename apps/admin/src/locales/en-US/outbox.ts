import type zhCN from '../zh-CN/outbox.ts';

export default {
  'outbox.intro':
    'Every email the site sends (change alerts, confirmations, new-enquiry alerts, password reset links): waiting, sent, or failed after every retry.',
  'outbox.createdAt': 'Created',
  'outbox.to': 'To',
  'outbox.subject': 'Subject',
  'outbox.state': 'State',
  'outbox.state.waiting': 'Waiting',
  'outbox.state.sent': 'Sent',
  'outbox.state.failed': 'Failed',
  'outbox.attempts': 'Attempts',
  'outbox.lastError': 'Last error',
  'outbox.when': 'Sent / next try',
  'outbox.resend': 'Resend',
  'outbox.resendConfirm': 'Try sending this message again now?',
  'outbox.resent': 'Queued to be sent again',
  'outbox.noSmtp': 'No mail server is configured: no email leaves this server',
  'outbox.noSmtp.description':
    'Every message waits in the outbox. An administrator must set the environment variable',
} satisfies Record<keyof typeof zhCN, string>;
