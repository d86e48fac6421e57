import type {
  AdminProductCategory,
  AdminProductCategoryListQuery,
  adminProductCategoryInput,
  productCategoryI18n,
} from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { ContentAdminService, type ContentTypes, incompleteLangs } from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { type CategoryCreate, ProductCategoryRepository } from './product-categories.repository.ts';
import type { ProductCategoryTable } from './products.table.ts';

type CategoryText = z.output<typeof productCategoryI18n>;
type CategoryRow = Selectable<ProductCategoryTable> & { product_count: number | null };

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
    // Stand-in until the category's parameters are stored (issue 14, next commits).
    parameterKeys: [],
  };
}

interface CategoryContent extends ContentTypes {
  row: CategoryRow;
  text: CategoryText;
  input: z.output<typeof adminProductCategoryInput>;
  write: CategoryCreate;
  filter: AdminProductCategoryListQuery;
  record: AdminProductCategory;
}

/** Product categories in the back-office: one that still holds products cannot be deleted. */
export function productCategoryAdminService(db: Kysely<Database>, audit: AuditRecorder) {
  return new ContentAdminService<CategoryContent>(db, audit, {
    resource: 'product-categories',
    repository: (handle) => new ProductCategoryRepository(handle),
    toRecord: toAdminCategory,
    prepare: async (input) => input,
    async verifyDelete(id, trx) {
      if ((await new ProductCategoryRepository(trx).countProducts(id)) > 0) {
        throw new AppError('VALIDATION_ERROR', [{ field: 'id', key: 'inUse' }]);
      }
    },
  });
}
