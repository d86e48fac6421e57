import type zhCN from '../zh-CN/robots.ts';

export default {
  'robots.intro':
    '新的留言、產品諮詢或職位申請到達時，通知企業微信、釘釘或飛書群組。訊息只包含類型、姓名、時間和後台連結，不包含訪客填寫的內容。',
  'robots.kind.contact': '留言',
  'robots.kind.product': '產品諮詢',
  'robots.kind.job': '職位申請',
  'robots.updated': '更新於 {time}',
  'robots.enabled': '啟用',
  'robots.platform': '平台',
  'robots.platform.wecom': '企業微信',
  'robots.platform.dingtalk': '釘釘',
  'robots.platform.feishu': '飛書',
  'robots.url': 'Webhook 網址',
  'robots.url.hint': '群組機器人設定中的網址，例如 {example}',
  'robots.secret': '簽名金鑰',
  'robots.secret.hint': '機器人安全設定中「加簽」的金鑰；留空則保留已儲存的金鑰',
  'robots.secret.wecom': '企業微信群組機器人不簽名，無需填寫',
  'robots.secret.stored': '已儲存：{masked}',
  'robots.secret.remove': '刪除已儲存的金鑰',
  'robots.lang': '訊息語言',
  'robots.saved': '已儲存',
  'robots.test': '發送測試訊息',
  'robots.test.delivered': '測試訊息已送達',
  'robots.test.failed': '測試訊息未送達',
} satisfies Record<keyof typeof zhCN, string>;
