import type zhCN from '../zh-CN/content.ts';

export default {
  'content.title': 'Title',
  'content.summary': 'Summary',
  'content.cover': 'Cover image',
  'content.body': 'Content',
} satisfies Record<keyof typeof zhCN, string>;
