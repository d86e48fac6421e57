import type { AdminProduct, AdminProductListQuery, adminProductInput, ProductI18n } from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  ContentAdminService,
  type ContentTypes,
  incompleteLangs,
  mapI18n,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { resolveFileRefs } from '../../content/file-refs.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { ProductCategoryRepository } from './product-categories.repository.ts';
import { type ProductCreate, ProductRepository } from './products.repository.ts';
import type { ProductTable } from './products.table.ts';

type ProductInput = z.output<typeof adminProductInput>;

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
    // Stand-in until the product data is stored (issue 14, next commits).
    status: 'active',
    replacementIds: [],
    parameterValues: [],
    parts: [],
  };
}

interface ProductContent extends ContentTypes {
  row: Selectable<ProductTable>;
  text: ProductI18n;
  input: ProductInput;
  write: ProductCreate;
  filter: AdminProductListQuery;
  record: AdminProduct;
}

/** Products in the back-office: the category must exist; the description is sanitised HTML. */
export function productAdminService(db: Kysely<Database>, audit: AuditRecorder) {
  return new ContentAdminService<ProductContent>(db, audit, {
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
      if (!(await new ProductCategoryRepository(trx).exists(input.classifyId))) {
        throw invalidField('classifyId', 'unknownReference');
      }
    },
  });
}
