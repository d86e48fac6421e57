export default {
  'outbox.intro':
    '网站发出的每一封邮件（变更提醒、确认邮件、新咨询提醒、重置密码链接）：等待发送、已发送，或多次重试后仍失败。',
  'outbox.createdAt': '创建时间',
  'outbox.to': '收件人',
  'outbox.subject': '主题',
  'outbox.state': '状态',
  'outbox.state.waiting': '等待发送',
  'outbox.state.sent': '已发送',
  'outbox.state.failed': '发送失败',
  'outbox.attempts': '尝试次数',
  'outbox.lastError': '最近一次错误',
  'outbox.when': '发送 / 下次尝试',
  'outbox.resend': '重新发送',
  'outbox.resendConfirm': '立即重新尝试发送这封邮件？',
  'outbox.resent': '已重新加入发送队列',
  'outbox.noSmtp': '服务器没有配置邮件服务器，邮件不会发出',
  'outbox.noSmtp.description': '所有邮件都保存在发件箱中等待发送；请管理员设置环境变量',
};
