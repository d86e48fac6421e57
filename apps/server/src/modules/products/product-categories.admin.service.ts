import {
  type AdminProductCategory,
  type AdminProductCategoryListQuery,
  adminProductCategoryInput,
  type productCategoryI18n,
} from '@coresense/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  type ContentTypes,
  contentAdminService,
  type SavedRecord,
  timesAndTexts,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { toBool } from '../../db/column-types.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { byKey, ProductParameterRepository } from '../product-parameters/product-parameters.repository.ts';
import { CATEGORIES } from './product-categories.content-type.ts';
import { type CategoryCreate, ProductCategoryRepository } from './product-categories.repository.ts';
import type { ProductCategoryTable } from './products.table.ts';

type CategoryText = z.output<typeof productCategoryI18n>;
type CategoryRow = Selectable<ProductCategoryTable> & {
  product_count: number | null;
  parameter_keys: string[];
};

function toAdminCategory({
  row,
  i18n,
}: Stored<CategoryRow, CategoryText>): SavedRecord<AdminProductCategory> {
  return {
    id: row.id,
    sort: row.sort,
    enabled: toBool(row.enabled),
    productCount: Number(row.product_count ?? 0),
    ...timesAndTexts(row, i18n),
    parameterKeys: row.parameter_keys,
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

/**
 * Product categories in the back-office: one that still holds products cannot be deleted, nor
 * purged from the trash while products in the trash belong to it; its
 * `parameterKeys` name existing parameter definitions.
 */
export const productCategoryAdminService = contentAdminService<CategoryContent>({
  type: CATEGORIES,
  versioned: true,
  derivedFields: ['productCount'],
  input: adminProductCategoryInput,
  repository: (handle) => new ProductCategoryRepository(handle),
  toRecord: toAdminCategory,
  /** Parameter keys become the definitions' ids; an unknown key is refused. */
  async prepare({ parameterKeys, ...input }, handle) {
    const definitions = byKey(await new ProductParameterRepository(handle).definitions());
    const parameterIds = parameterKeys.map((key, index) => {
      const definition = definitions.get(key);
      if (!definition) throw invalidField(`parameterKeys.${index}`, 'unknownParameter');
      return definition.id;
    });
    return { ...input, parameterIds };
  },
  async verifyDelete(id, trx) {
    if ((await new ProductCategoryRepository(trx).countProducts(id)) > 0) {
      throw new AppError('VALIDATION_ERROR', [{ field: 'id', key: 'inUse' }]);
    }
  },
  /** Products in the trash still belong to it: they go first (the 30-day purge takes them first). */
  async verifyPurge(id, trx) {
    if ((await new ProductCategoryRepository(trx).countProducts(id, 'inTrash')) > 0) {
      throw new AppError('VALIDATION_ERROR', [{ field: 'id', key: 'usedInTrash' }]);
    }
  },
});
