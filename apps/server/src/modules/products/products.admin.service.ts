import type {
  AdminProduct,
  AdminProductCategory,
  AdminProductCategoryListQuery,
  AdminProductListQuery,
  adminProductCategoryInput,
  adminProductInput,
  ProductI18n,
  productCategoryI18n,
} from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  ContentAdminService,
  incompleteLangs,
  mapI18n,
  resolveFileRefs,
  type Stored,
} from '../../content/admin-service.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { type CategoryCreate, type ProductCreate, ProductRepository } from './products.repository.ts';
import type { ProductCategoryTable, ProductTable } from './products.table.ts';

type ProductInput = z.output<typeof adminProductInput>;
type CategoryInput = z.output<typeof adminProductCategoryInput>;
type CategoryText = z.output<typeof productCategoryI18n>;
type CategoryRow = Selectable<ProductCategoryTable> & { product_count: number | null };

function toAdminProduct({ row, i18n }: Stored<Selectable<ProductTable>, ProductI18n>): AdminProduct {
  return {
    id: row.id,
    classifyId: row.classify_id,
    sort: row.sort,
    enabled: toBool(row.enabled),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    i18n,
    incompleteLangs: incompleteLangs(i18n),
  };
}

function toAdminCategory({ row, i18n }: Stored<CategoryRow, CategoryText>): AdminProductCategory {
  return {
    id: row.id,
    sort: row.sort,
    enabled: toBool(row.enabled),
    productCount: Number(row.product_count ?? 0),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    i18n,
    incompleteLangs: incompleteLangs(i18n),
  };
}

/** Products in the back-office: the category must exist; the description is sanitised HTML. */
export function productAdminService(db: Kysely<Database>, audit: AuditLogService) {
  return new ContentAdminService<
    Selectable<ProductTable>,
    ProductI18n,
    ProductInput,
    ProductCreate,
    AdminProductListQuery,
    AdminProduct
  >(db, audit, {
    resource: 'products',
    repository: (handle) => new ProductRepository(handle),
    toRecord: toAdminProduct,
    async prepare(input, handle) {
      const i18n = await resolveFileRefs(handle, input.i18n, 'files');
      return {
        ...input,
        i18n: mapI18n(i18n, (text) => ({ ...text, description: sanitizeRichText(text.description) })),
      };
    },
    async verify(input, trx) {
      if (!(await new ProductRepository(trx).categoryExists(input.classifyId))) {
        throw invalidField('classifyId', 'unknownReference');
      }
    },
  });
}

/** Product categories in the back-office: one that still holds products cannot be deleted. */
export function productCategoryAdminService(db: Kysely<Database>, audit: AuditLogService) {
  return new ContentAdminService<
    CategoryRow,
    CategoryText,
    CategoryInput,
    CategoryCreate,
    AdminProductCategoryListQuery,
    AdminProductCategory
  >(db, audit, {
    resource: 'product-categories',
    repository(handle) {
      const products = new ProductRepository(handle);
      return {
        adminList: (filter) => products.adminCategoryList(filter),
        findStored: (id) => products.findStoredCategory(id),
        insert: (input) => products.insertCategory(input),
        update: (id, input) => products.updateCategory(id, input),
        delete: (id) => products.deleteCategory(id),
      };
    },
    toRecord: toAdminCategory,
    prepare: async (input) => input,
    async verifyDelete(id, trx) {
      if ((await new ProductRepository(trx).countInCategory(id)) > 0) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'id', key: 'inUse' }]);
      }
    },
  });
}
