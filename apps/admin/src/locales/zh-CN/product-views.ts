/* The product list's card view and the steps of creating a product. */
export default {
  'products.view': '显示方式',
  'products.view.list': '列表',
  'products.view.card': '卡片',
  'products.noModel': '无型号',
  'products.steps.basics': '基本信息',
  'products.steps.texts': '各语言文字',
  'products.steps.specs': '规格和文件',
  'products.steps.review': '确认',
  'products.steps.previous': '上一步',
  'products.steps.next': '下一步',
  'products.steps.create': '创建产品',
  'products.steps.failed': '产品未能创建',
  'products.steps.backToReview': '返回确认',
  'products.steps.oneLanguage': '{lang}未填写内容：产品不会以该语言发布。',
};
