import {
  type AdminProductParameter,
  type AdminProductParameterListQuery,
  type adminProductParameterInput,
  LANGS,
  type Lang,
} from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { ContentAdminService, type ContentTypes } from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { toIso } from '../../db/column-types.ts';
import { uniqueOn } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import {
  type ParameterCreate,
  type ParameterText,
  ProductParameterRepository,
} from './product-parameters.repository.ts';
import type { ProductParameterTable } from './product-parameters.table.ts';

type ParameterInput = z.output<typeof adminProductParameterInput>;
type ParameterRow = Selectable<ProductParameterTable> & {
  product_count: number | string | null;
  category_ids: number[];
};

function toAdminParameter({ row, i18n }: Stored<ParameterRow, ParameterText>): AdminProductParameter {
  const labels = (label: (text: ParameterText | undefined) => string) =>
    Object.fromEntries(LANGS.map((lang) => [lang, { label: label(i18n[lang]) }])) as Record<
      Lang,
      { label: string }
    >;
  const tokens = JSON.parse(row.options) as string[];
  return {
    id: row.id,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    key: row.key,
    type: row.type as AdminProductParameter['type'],
    unit: row.unit,
    sort: row.sort,
    options: tokens.map((value) => ({ value, i18n: labels((text) => text?.options[value] ?? '') })),
    i18n: labels((text) => text?.label ?? ''),
    categoryIds: row.category_ids,
    productCount: Number(row.product_count ?? 0),
  };
}

/**
 * Derives again, on the connection given, the public data of every product holding a value of a
 * parameter: the products module does it, which itself reads the parameters (so it is passed in).
 */
export type RefreshProductsWithParameter = (db: Kysely<Database>, parameterId: number) => Promise<void>;

/**
 * The parameters' repository whose writes refresh the public data of every product holding a value
 * of the parameter (labels, units). A class of its own per `refresh`, so that its constructor stays
 * the connection alone, as `BilingualRepository` builds it again on a transaction.
 */
function repositoryRefreshing(refresh: RefreshProductsWithParameter) {
  return class ParameterRepositoryRefreshingFacts extends ProductParameterRepository {
    override async update(id: number, input: ParameterCreate): Promise<boolean> {
      const updated = await uniqueOn('key', () => super.update(id, input));
      if (updated) await refresh(this.db, id);
      return updated;
    }

    override insert(input: ParameterCreate): Promise<number> {
      return uniqueOn('key', () => super.insert(input));
    }
  };
}

interface ParameterContent extends ContentTypes {
  row: ParameterRow;
  text: ParameterText;
  input: ParameterInput;
  write: ParameterCreate;
  filter: AdminProductParameterListQuery;
  record: AdminProductParameter;
}

/**
 * Parameter definitions in the back-office (resource `product-parameters`). Once products hold
 * values, the type and unit stay (the numbers are stored in that unit) and used enum values stay;
 * a definition a category lists or a product holds cannot be deleted.
 */
export function productParameterAdminService(
  db: Kysely<Database>,
  audit: AuditRecorder,
  refreshProductsWith: RefreshProductsWithParameter,
) {
  const ParameterRepository = repositoryRefreshing(refreshProductsWith);
  return new ContentAdminService<ParameterContent>(db, audit, {
    type: { resource: 'product-parameters' },
    versioned: false,
    repository: (handle) => new ParameterRepository(handle),
    toRecord: toAdminParameter,
    async prepare(input) {
      const i18n = Object.fromEntries(
        LANGS.map((lang) => [
          lang,
          {
            label: input.i18n[lang].label,
            options: Object.fromEntries(
              input.options.map((option) => [option.value, option.i18n[lang].label]),
            ),
          },
        ]),
      );
      return {
        key: input.key,
        type: input.type,
        unit: input.type === 'number' ? input.unit : '',
        sort: input.sort,
        options: input.options.map((option) => option.value),
        i18n,
      };
    },
    async verify(input, trx, id) {
      if (id === undefined) return;
      const repository = new ProductParameterRepository(trx);
      const before = await repository.findStored(id);
      if (!before || (await repository.countValues(id)) === 0) return;
      if (before.row.type !== input.type) throw invalidField('type', 'keyFixed');
      if (before.row.unit !== input.unit) throw invalidField('unit', 'keyFixed');
      const used = await repository.usedTokens(id);
      if (input.type === 'enum' && [...used].some((token) => !input.options.includes(token))) {
        throw invalidField('options', 'inUse');
      }
    },
    async verifyDelete(id, trx) {
      const repository = new ProductParameterRepository(trx);
      const values = await repository.countValues(id);
      if (
        (await repository.countCategories(id)) > 0 ||
        values > (await repository.countValues(id, 'inTrash'))
      ) {
        throw invalidField('id', 'inUse');
      }
      if (values > 0) throw invalidField('id', 'usedInTrash');
    },
  });
}
