import type zhCN from '../zh-CN/content.ts';

export default {
  'content.title': '標題',
  'content.summary': '摘要',
  'content.cover': '封面圖',
  'content.body': '正文',
  'distributors.new': '新增代理商',
  'distributors.edit': '編輯代理商',
  'distributors.regions': '銷售地區',
  'distributors.website': '網站',
  'distributors.partSearchUrl': '料號搜尋網址',
  'distributors.logo': '標誌',
} satisfies Record<keyof typeof zhCN, string>;
