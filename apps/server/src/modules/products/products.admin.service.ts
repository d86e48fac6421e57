import {
  type AdminProduct,
  type AdminProductListQuery,
  adminProductInput,
  type ProductI18n,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type ContentTypes,
  contentAdminService,
  type SavedRecord,
  timesAndTexts,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { resolveFileRefs } from '../../content/file-refs.ts';
import { toBool } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import {
  byKey,
  type ParameterDefinition,
  ProductParameterRepository,
} from '../product-parameters/product-parameters.repository.ts';
import { ProductCategoryRepository } from './product-categories.repository.ts';
import type { StoredValue } from './product-facts.ts';
import { valueFields } from './product-facts.ts';
import { PRODUCTS } from './products.content-type.ts';
import { type ProductCreate, ProductRepository, type StoredProductRow } from './products.repository.ts';

type ProductInput = z.output<typeof adminProductInput>;
type ValueInput = ProductInput['parameterValues'][number];

function toAdminProduct({ row, i18n }: Stored<StoredProductRow, ProductI18n>): SavedRecord<AdminProduct> {
  return {
    id: row.id,
    classifyId: row.classify_id,
    sort: row.sort,
    enabled: toBool(row.enabled),
    ...timesAndTexts(row, i18n),
    status: row.data.status,
    lastOrderDate: row.data.lastOrderDate,
    lastShipDate: row.data.lastShipDate,
    replacementIds: row.data.replacementIds,
    parameterValues: row.data.values.flatMap((value) => {
      const definition = row.definitions?.get(value.parameterId);
      return definition ? [{ key: definition.key, ...valueFields(definition, value) }] : [];
    }),
    parts: row.data.parts,
  };
}

/**
 * One value checked against its definition and turned into what is stored: a number is `value`
 * or a range `min`/`max` (one end may be open), an enum one of its tokens, a boolean true/false.
 */
export function storedValue(definition: ParameterDefinition, input: ValueInput, field: string): StoredValue {
  const { value = null, min = null, max = null } = input;
  const base = { parameterId: definition.id, numMin: null, numMax: null, isRange: false, textValue: null };
  if (definition.type === 'number') {
    if (typeof value === 'number' && min === null && max === null) {
      return { ...base, numMin: value, numMax: value };
    }
    if (value === null && (min !== null || max !== null))
      return { ...base, numMin: min, numMax: max, isRange: true };
    throw invalidField(`${field}.value`, 'invalidValue');
  }
  if (min !== null || max !== null) throw invalidField(`${field}.min`, 'invalidValue');
  if (definition.type === 'boolean') {
    if (typeof value !== 'boolean') throw invalidField(`${field}.value`, 'invalidValue');
    return { ...base, textValue: String(value) };
  }
  if (typeof value !== 'string' || !definition.options.includes(value)) {
    throw invalidField(`${field}.value`, 'notAnOption');
  }
  return { ...base, textValue: value };
}

/** 400 on `classifyId` unless the category exists and is not in the trash. */
async function verifyCategory(trx: Kysely<Database>, categoryId: number) {
  const state = await new ProductCategoryRepository(trx).state(categoryId);
  if (state === 'missing') throw invalidField('classifyId', 'unknownReference');
  if (state === 'inTrash') throw invalidField('classifyId', 'inTrash');
}

interface ProductContent extends ContentTypes {
  row: StoredProductRow;
  text: ProductI18n;
  input: ProductInput;
  write: ProductCreate;
  filter: AdminProductListQuery;
  record: AdminProduct;
}

/** Products in the back-office: the category must exist; the description is sanitised HTML. */
export const productAdminService = contentAdminService<ProductContent>({
  type: PRODUCTS,
  versioned: true,
  input: adminProductInput,
  repository: (handle) => new ProductRepository(handle),
  toRecord: toAdminProduct,
  richTextFields: ['description'],
  async prepare(
    { status, lastOrderDate, lastShipDate, replacementIds, parameterValues, parts, ...input },
    handle,
  ) {
    const parameters = new ProductParameterRepository(handle);
    const definitions = byKey(await parameters.definitions());
    const listed = new Set(await parameters.categoryParameterIds(input.classifyId));
    const values = parameterValues.map((entry, index) => {
      const field = `parameterValues.${index}`;
      const definition = definitions.get(entry.key);
      if (!definition) throw invalidField(`${field}.key`, 'unknownParameter');
      if (!listed.has(definition.id)) throw invalidField(`${field}.key`, 'notOfCategory');
      return storedValue(definition, entry, field);
    });
    return {
      ...input,
      i18n: await resolveFileRefs(handle, input.i18n, 'files'),
      data: { status, lastOrderDate, lastShipDate, replacementIds, values, parts },
    };
  },
  /** The category is live; replacements are other published products; part numbers are not another's. */
  async verify(input, trx, id) {
    await verifyCategory(trx, input.classifyId);
    const products = new ProductRepository(trx);
    for (const [index, replacementId] of (input.data?.replacementIds ?? []).entries()) {
      if (replacementId === id) throw invalidField(`replacementIds.${index}`, 'notItself');
      if (!(await products.isPublished(replacementId))) {
        throw invalidField(`replacementIds.${index}`, 'unpublishedReplacement');
      }
    }
    const taken = await products.partNumbersOfOthers(
      (input.data?.parts ?? []).map((part) => part.partNumber),
      id,
    );
    const clash = (input.data?.parts ?? []).findIndex((part) => taken.has(part.partNumber.toLowerCase()));
    if (clash >= 0) throw invalidField(`parts.${clash}.partNumber`, 'alreadyTaken');
  },
  /** Back from the trash only into a live category: the one it is in, and the one its working copy names. */
  async verifyRestore(id, workingCopy, trx) {
    const live = await new ProductRepository(trx).categoryOf(id);
    const { classifyId } = workingCopy as { classifyId?: unknown };
    for (const categoryId of new Set([live, classifyId])) {
      if (typeof categoryId === 'number') await verifyCategory(trx, categoryId);
    }
  },
});
