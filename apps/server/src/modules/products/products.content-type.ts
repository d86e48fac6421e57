import type { ProductI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { ContentType } from '../../content/content-type.ts';
import type { Database } from '../../db/schema.ts';
import { plainText } from '../../lib/rich-text.ts';

/** The text's prose: summary, features, the models' descriptions and the description without its markup. */
function productProse(text: ProductI18n): string {
  return [
    text.summary,
    ...text.features,
    ...text.models.map((model) => model.description),
    plainText(text.description),
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the list's keyword finds besides the name and model: the text's prose, in lower case. */
export function productSearchText(text: ProductI18n): string {
  return productProse(text).toLowerCase();
}

/**
 * Each product's part numbers (contract §8), from its part table, and the competitors' part
 * numbers it replaces (§13's cross-reference), so that a search for either finds the product.
 */
async function partNumbers(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('product_parts')
    .select(['product_id', 'part_number as code'])
    .where('product_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('cross_references')
        .select(['product_id', 'competitor_part_number as code'])
        .where('product_id', 'in', ids),
    )
    .execute();
  for (const row of rows) found.set(row.product_id, [...(found.get(row.product_id) ?? []), row.code]);
  return found;
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
  siteSearch: {
    type: 'product',
    text: productProse,
    codes: (text) => [text.model, ...text.models.map((model) => model.model)],
    storedCodes: partNumbers,
  },
});
