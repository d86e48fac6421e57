import type { ProductI18n } from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';
import { plainText } from '../../lib/rich-text.ts';

/** What the list's keyword finds besides the name and model: the text's prose, in lower case. */
export function productSearchText(text: ProductI18n): string {
  return [
    text.summary,
    ...text.features,
    ...text.models.map((model) => model.description),
    plainText(text.description),
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const PRODUCTS = new ContentType({
  resource: 'products',
  table: 'products',
  textTable: 'product_i18n',
  owner: 'product_id',
  fileOwner: 'product',
  searchColumns: (text: ProductI18n) => ({
    name: text.name,
    model: text.model,
    search_text: productSearchText(text),
  }),
  sitePage: { path: '/product/detail', key: 'id' },
  titleField: 'name',
  partTables: ['product_parameter_values', 'product_parts', 'product_replacements'],
  headerSearch: {
    columns: ['name', 'model'],
    title: (text) => (text.model ? `${text.name} (${text.model})` : text.name),
    page: (row) => `/admin/products/${row.id}`,
  },
  parent: { column: 'classify_id', table: 'product_categories' },
  countedAs: 'products',
});
