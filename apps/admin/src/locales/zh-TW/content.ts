import type zhCN from '../zh-CN/content.ts';

export default {
  'content.title': '標題',
  'content.summary': '摘要',
  'content.cover': '封面圖',
  'content.body': '正文',
} satisfies Record<keyof typeof zhCN, string>;
