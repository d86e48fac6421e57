import { z } from 'zod';
import { idParam } from '../common.ts';
import { productCategoryI18n, productI18n } from '../content.ts';
import {
  adminCategoryParameterKeys,
  adminProductDataInput,
  adminProductDataOutput,
  checkLifecycleDates,
} from '../product-data.ts';
import {
  adminListQuery,
  adminRecordFields,
  bilingualInput,
  bilingualOutput,
  booleanQuery,
  recordId,
  sortKey,
} from './content-common.ts';

/* Back-office products and product categories (`/api/v1/admin/products`, `/admin/product-categories`). */

export const adminProductInput = z
  .object({
    classifyId: recordId,
    sort: sortKey,
    enabled: z.boolean(),
    i18n: bilingualInput(productI18n),
    ...adminProductDataInput,
  })
  .superRefine(checkLifecycleDates);
export type AdminProductInput = z.input<typeof adminProductInput>;

export const adminProduct = z.object({
  ...adminRecordFields,
  classifyId: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  i18n: bilingualOutput(productI18n),
  ...adminProductDataOutput,
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const PRODUCT_SORT_FIELDS = ['sort', 'id', 'createTime', 'updateTime'] as const;
export const adminProductListQuery = adminListQuery(PRODUCT_SORT_FIELDS).extend({
  classifyId: idParam.optional(),
  enabled: booleanQuery.optional(),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuery>;

export const adminProductCategoryInput = z.object({
  sort: sortKey,
  enabled: z.boolean(),
  i18n: bilingualInput(productCategoryI18n),
  parameterKeys: adminCategoryParameterKeys,
});
export type AdminProductCategoryInput = z.input<typeof adminProductCategoryInput>;

export const adminProductCategory = z.object({
  ...adminRecordFields,
  sort: z.number().int(),
  enabled: z.boolean(),
  productCount: z.number().int().describe('Products in the category, published or not'),
  i18n: bilingualOutput(productCategoryI18n),
  parameterKeys: z.array(z.string()).describe('The parameters of its products, in display order'),
});
export type AdminProductCategory = z.infer<typeof adminProductCategory>;

export const PRODUCT_CATEGORY_SORT_FIELDS = [
  'sort',
  'id',
  'createTime',
  'updateTime',
  'productCount',
] as const;
export const adminProductCategoryListQuery = adminListQuery(PRODUCT_CATEGORY_SORT_FIELDS).extend({
  enabled: booleanQuery.optional(),
});
export type AdminProductCategoryListQuery = z.output<typeof adminProductCategoryListQuery>;
