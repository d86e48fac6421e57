import type zhCN from '../zh-CN/content.ts';

export default {
  'content.title': 'Title',
  'content.summary': 'Summary',
  'content.cover': 'Cover image',
  'content.body': 'Content',
  'distributors.new': 'New distributor',
  'distributors.edit': 'Edit distributor',
  'distributors.regions': 'Regions',
  'distributors.website': 'Website',
  'distributors.partSearchUrl': 'Part search address',
  'distributors.logo': 'Logo',
} satisfies Record<keyof typeof zhCN, string>;
