import { ContentType } from '../../content/content-type.ts';

export interface CategoryText {
  name: string;
}

export const CATEGORIES = new ContentType({
  resource: 'product-categories',
  table: 'product_categories',
  textTable: 'product_category_i18n',
  owner: 'category_id',
  searchColumns: (text: CategoryText) => ({ name: text.name }),
  sitePage: { path: '/product', key: 'classifyId' },
  titleField: 'name',
  partTables: ['product_category_parameters'],
});
