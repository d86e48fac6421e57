import type zhCN from '../zh-CN/product-views.ts';

export default {
  'products.view': '顯示方式',
  'products.view.list': '列表',
  'products.view.card': '卡片',
  'products.noModel': '無型號',
  'products.steps.basics': '基本資訊',
  'products.steps.texts': '各語言文字',
  'products.steps.specs': '規格和檔案',
  'products.steps.review': '確認',
  'products.steps.previous': '上一步',
  'products.steps.next': '下一步',
  'products.steps.create': '建立產品',
  'products.steps.failed': '產品未能建立',
  'products.steps.backToReview': '返回確認',
  'products.steps.oneLanguage': '{lang}未填寫內容：產品不會以該語言發布。',
} satisfies Record<keyof typeof zhCN, string>;
