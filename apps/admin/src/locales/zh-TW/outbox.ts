import type zhCN from '../zh-CN/outbox.ts';

export default {
  'outbox.intro':
    '網站發出的每一封郵件（變更提醒、確認郵件、新諮詢提醒、重設密碼連結）：等待發送、已發送，或多次重試後仍失敗。',
  'outbox.createdAt': '建立時間',
  'outbox.to': '收件人',
  'outbox.subject': '主旨',
  'outbox.state': '狀態',
  'outbox.state.waiting': '等待發送',
  'outbox.state.sent': '已發送',
  'outbox.state.failed': '發送失敗',
  'outbox.attempts': '嘗試次數',
  'outbox.lastError': '最近一次錯誤',
  'outbox.when': '發送 / 下次嘗試',
  'outbox.resend': '重新發送',
  'outbox.resendConfirm': '立即重新嘗試發送這封郵件？',
  'outbox.resent': '已重新加入發送佇列',
  'outbox.noSmtp': '伺服器沒有設定郵件伺服器，郵件不會發出',
  'outbox.noSmtp.description': '所有郵件都保存在寄件匣中等待發送；請管理員設定環境變數',
} satisfies Record<keyof typeof zhCN, string>;
