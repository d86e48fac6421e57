import type zhCN from '../zh-CN/header.ts';

export default {
  'menu.help': '說明',
  'menu.exception.trigger': '觸發錯誤',
  'search.open': '搜尋',
  'search.placeholder': '搜尋產品、新聞、職缺、會員、合約、諮詢',
  'search.empty': '沒有找到相關記錄',
  'search.searching': '正在搜尋…',
  'layout.help': '說明',
  'layout.triggerError': '觸發錯誤',
  'exception.trigger.title': '觸發錯誤',
  'exception.trigger.description':
    '點擊下面的按鈕，本頁在繪製時拋出一個錯誤：後台會在原處顯示 500 錯誤頁，選單和其他頁面照常可用。',
  'exception.trigger.button': '觸發錯誤',
  'help.title': '後台使用說明',
  'help.subtitle': '幾分鐘了解日常工作的做法。',
  'help.edit.title': '編輯內容',
  'help.edit.body':
    '產品、新聞、展會、招募等內容在「內容管理」下，首頁橫幅、關於我們、聯絡我們等頁面文字在「頁面設定」下。每筆記錄都有中文和英文兩個分頁：兩種語言都寫，或先把一種語言複製過去再翻譯。點「儲存」後修改生效。',
  'help.publish.title': '發布',
  'help.publish.body':
    '記錄的狀態為「已發布」並且寫了訪客所用的語言，才會出現在網站上；留空的語言不會發布。列表裡可以直接開啟或關閉發布開關，「在網站查看」開啟它的公開頁面。修改儲存後網站立即更新。',
  'help.enquiries.title': '處理諮詢',
  'help.enquiries.body':
    '頁首的鈴鐺顯示新諮詢的數量。在「諮詢收件匣」裡開啟一則諮詢即標為已讀；透過電子郵件或電話回覆對方，寫下處理備註，再標為「已處理」。「匯出 CSV」下載目前篩選的列表。',
  'help.staff.title': '員工和角色',
  'help.staff.body':
    '在「系統管理」下，「角色」彙集權限（每個區塊的檢視或編輯）；「員工」是可以登入的人，每人有一個或多個角色。員工只能看到其角色允許的區塊。「操作日誌」記錄誰修改了什麼。',
  'help.search.title': '尋找記錄',
  'help.search.body':
    '頁首的放大鏡依名稱搜尋產品（也依型號）、新聞、職缺、會員、合約（依編號）和諮詢（也依電子郵件），只列出您有權檢視的內容；用方向鍵選擇，按 Enter 開啟。',
  'help.site.title': '公開網站',
  'help.site.body': '網站位址是 {site}，頁首的地球圖示可直接開啟。網站提供中文和英文兩種語言。',
  'help.openSite': '開啟網站',
} satisfies Record<keyof typeof zhCN, string>;
