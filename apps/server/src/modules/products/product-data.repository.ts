import { isLang, type Lang, type ProductPart, type ProductStatus } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toBool } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { jsonText } from '../../lib/json-text.ts';
import {
  type ParameterDefinition,
  ProductParameterRepository,
} from '../product-parameters/product-parameters.repository.ts';
import { type ProductDocuments, productDocuments } from './document-files.ts';
import { buildFacts, type StoredFacts, type StoredValue } from './product-facts.ts';

/** What a product stores beside its texts (contract §8). */
export interface ProductData {
  status: ProductStatus;
  lastOrderDate: string | null;
  lastShipDate: string | null;
  replacementIds: number[];
  values: StoredValue[];
  parts: ProductPart[];
}

/** The product's documents as its facts keep them: their latest files, and the change notices. */
function documentFacts(documents: ProductDocuments | undefined) {
  return { documentFiles: documents?.files ?? [], changeNotices: documents?.changeNotices ?? [] };
}

/** Ids per query: far below either backend's limit of bound values. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) result.push(items.slice(at, at + CHUNK));
  return result;
}

export function partRow(productId: number, part: ProductPart, sort: number) {
  return {
    product_id: productId,
    sort,
    part_number: part.partNumber,
    status: part.status,
    package: part.package,
    pins: part.pins,
    package_qty: part.packageQty,
    temp_min: part.tempMin,
    temp_max: part.tempMax,
    msl: part.msl,
    rohs: part.rohs,
    marking: part.marking,
    last_order_date: part.lastOrderDate,
    last_ship_date: part.lastShipDate,
  };
}

export function valueRow(productId: number, value: StoredValue) {
  return {
    product_id: productId,
    parameter_id: value.parameterId,
    num_min: value.numMin,
    num_max: value.numMax,
    is_range: value.isRange,
    text_value: value.textValue,
  };
}

/**
 * Product values, parts and replacements, and the public `facts` derived from them. Every write
 * of what the facts show refreshes them for the products concerned, on the caller's connection
 * (so inside its transaction).
 */
export class ProductDataRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Replaces the product's status, values, parts and replacements. */
  async write(productId: number, data: ProductData): Promise<void> {
    const db = this.#db;
    await db
      .updateTable('products')
      .set({ status: data.status, last_order_date: data.lastOrderDate, last_ship_date: data.lastShipDate })
      .where('id', '=', productId)
      .execute();
    await db.deleteFrom('product_parameter_values').where('product_id', '=', productId).execute();
    if (data.values.length) {
      await db
        .insertInto('product_parameter_values')
        .values(data.values.map((value) => valueRow(productId, value)))
        .execute();
    }
    await db.deleteFrom('product_parts').where('product_id', '=', productId).execute();
    if (data.parts.length) {
      await db
        .insertInto('product_parts')
        .values(data.parts.map((part, index) => partRow(productId, part, index)))
        .execute();
    }
    await this.writeReplacements(productId, data.replacementIds);
  }

  async writeReplacements(productId: number, replacementIds: readonly number[]): Promise<void> {
    await this.#db.deleteFrom('product_replacements').where('product_id', '=', productId).execute();
    if (replacementIds.length) {
      await this.#db
        .insertInto('product_replacements')
        .values(replacementIds.map((id, sort) => ({ product_id: productId, replacement_id: id, sort })))
        .execute();
    }
  }

  /** Each product's stored data; a product without a row is left out. */
  async read(ids: readonly number[]): Promise<Map<number, ProductData>> {
    const result = new Map<number, ProductData>();
    for (const chunk of chunks(ids)) {
      const [products, values, parts, replacements] = await Promise.all([
        this.#db
          .selectFrom('products')
          .select(['id', 'status', 'last_order_date', 'last_ship_date'])
          .where('id', 'in', chunk)
          .execute(),
        this.#db
          .selectFrom('product_parameter_values')
          .selectAll()
          .where('product_id', 'in', chunk)
          .orderBy('product_id')
          .orderBy('parameter_id')
          .execute(),
        this.#db
          .selectFrom('product_parts')
          .selectAll()
          .where('product_id', 'in', chunk)
          .orderBy('product_id')
          .orderBy('sort')
          .execute(),
        this.#db
          .selectFrom('product_replacements')
          .select(['product_id', 'replacement_id'])
          .where('product_id', 'in', chunk)
          .orderBy('product_id')
          .orderBy('sort')
          .execute(),
      ]);
      for (const product of products) {
        result.set(product.id, {
          status: product.status as ProductStatus,
          lastOrderDate: product.last_order_date,
          lastShipDate: product.last_ship_date,
          replacementIds: [],
          values: [],
          parts: [],
        });
      }
      for (const row of values) {
        result.get(row.product_id)?.values.push({
          parameterId: row.parameter_id,
          numMin: row.num_min === null ? null : Number(row.num_min),
          numMax: row.num_max === null ? null : Number(row.num_max),
          isRange: toBool(row.is_range),
          textValue: row.text_value,
        });
      }
      for (const row of parts) {
        result.get(row.product_id)?.parts.push({
          partNumber: row.part_number,
          status: row.status as ProductStatus,
          package: row.package,
          pins: row.pins,
          packageQty: row.package_qty,
          tempMin: Number(row.temp_min),
          tempMax: Number(row.temp_max),
          msl: row.msl,
          rohs: toBool(row.rohs),
          marking: row.marking,
          lastOrderDate: row.last_order_date,
          lastShipDate: row.last_ship_date,
        });
      }
      for (const row of replacements) result.get(row.product_id)?.replacementIds.push(row.replacement_id);
    }
    return result;
  }

  /** Products that name any of `ids` as a replacement. */
  async referrersOf(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('product_replacements')
      .select('product_id')
      .distinct()
      .where('replacement_id', 'in', ids)
      .execute();
    return rows.map((row) => row.product_id);
  }

  async productsWithParameter(parameterId: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('product_parameter_values')
      .select('product_id')
      .where('parameter_id', '=', parameterId)
      .execute();
    return rows.map((row) => row.product_id);
  }

  async productsInCategory(categoryId: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('products')
      .select('id')
      .where('classify_id', '=', categoryId)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Drops the values of the category's products for parameters it no longer lists. */
  async dropValuesOutside(categoryId: number, parameterIds: readonly number[]): Promise<void> {
    let query = this.#db
      .deleteFrom('product_parameter_values')
      .where('product_id', 'in', (eb) =>
        eb.selectFrom('products').select('id').where('classify_id', '=', categoryId),
      );
    if (parameterIds.length) query = query.where('parameter_id', 'not in', parameterIds);
    await query.execute();
  }

  /** Derives `product_i18n.facts` again for every language of `ids`. */
  async refreshFacts(ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const definitions = new Map<number, ParameterDefinition>(
      (await new ProductParameterRepository(this.#db).definitions()).map((definition) => [
        definition.id,
        definition,
      ]),
    );
    for (const chunk of chunks(unique)) {
      const [products, texts, stored, published, documents] = await Promise.all([
        this.#db.selectFrom('products').select(['id', 'classify_id']).where('id', 'in', chunk).execute(),
        this.#db
          .selectFrom('product_i18n')
          .select(['product_id', 'lang'])
          .where('product_id', 'in', chunk)
          .execute(),
        this.read(chunk),
        this.#publishedReplacements(chunk),
        productDocuments(this.#db, chunk),
      ]);
      const orders = await this.#parameterOrders([
        ...new Set(products.map((product) => product.classify_id)),
      ]);
      const categoryOf = new Map(products.map((product) => [product.id, product.classify_id]));
      for (const text of texts) {
        const data = stored.get(text.product_id);
        const categoryId = categoryOf.get(text.product_id);
        if (!data || categoryId === undefined || !isLang(text.lang)) continue;
        const facts = buildFacts(
          {
            ...data,
            parameterOrder: orders.get(categoryId) ?? [],
            definitions,
            replacementIds: published.get(`${text.product_id}:${text.lang}`) ?? [],
            ...documentFacts(documents.get(`${text.product_id}:${text.lang}`)),
          },
          text.lang,
        );
        await this.#db
          .updateTable('product_i18n')
          .set({ facts: jsonText(facts) })
          .where('product_id', '=', text.product_id)
          .where('lang', '=', text.lang)
          .execute();
      }
    }
  }

  /**
   * The public data in `lang` of a product in category `categoryId` holding `data` (a version's
   * snapshot, as a preview shows it), derived as `refreshFacts` derives it, and stored nowhere;
   * with the product's id, its documents' files too.
   */
  async factsOf(categoryId: number, data: ProductData, lang: Lang, productId?: number): Promise<StoredFacts> {
    const [definitions, orders, published, documents] = await Promise.all([
      new ProductParameterRepository(this.#db).definitions(),
      this.#parameterOrders([categoryId]),
      data.replacementIds.length ? this.#publishedIn(data.replacementIds, lang) : new Set<number>(),
      productId === undefined ? new Map() : productDocuments(this.#db, [productId]),
    ]);
    return buildFacts(
      {
        ...data,
        parameterOrder: orders.get(categoryId) ?? [],
        definitions: new Map(definitions.map((definition) => [definition.id, definition])),
        replacementIds: data.replacementIds.filter((id) => published.has(id)),
        ...documentFacts(documents.get(`${productId}:${lang}`)),
      },
      lang,
    );
  }

  /** Which of `ids` the public sees in `lang`, as `#publishedReplacements` counts them. */
  async #publishedIn(ids: readonly number[], lang: Lang): Promise<Set<number>> {
    const rows = await this.#db
      .selectFrom('products as q')
      .innerJoin('product_categories as qc', 'qc.id', 'q.classify_id')
      .innerJoin('product_i18n as qi', 'qi.product_id', 'q.id')
      .select('q.id')
      .where('q.id', 'in', ids)
      .where('qi.lang', '=', lang)
      .where('q.enabled', '=', true)
      .where('qc.enabled', '=', true)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Each category's parameter ids in display order. */
  async #parameterOrders(categoryIds: readonly number[]): Promise<Map<number, number[]>> {
    const orders = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
    if (categoryIds.length === 0) return orders;
    const rows = await this.#db
      .selectFrom('product_category_parameters')
      .select(['category_id', 'parameter_id'])
      .where('category_id', 'in', categoryIds)
      .orderBy('category_id')
      .orderBy('sort')
      .execute();
    for (const row of rows) orders.get(row.category_id)?.push(row.parameter_id);
    return orders;
  }

  /** The replacements of `ids` published in each language, keyed `id:lang`, in order. */
  async #publishedReplacements(ids: readonly number[]): Promise<Map<string, number[]>> {
    const rows = await this.#db
      .selectFrom('product_replacements as r')
      .innerJoin('products as q', 'q.id', 'r.replacement_id')
      .innerJoin('product_categories as qc', 'qc.id', 'q.classify_id')
      .innerJoin('product_i18n as qi', 'qi.product_id', 'q.id')
      .select(['r.product_id', 'r.replacement_id', 'qi.lang'])
      .where('r.product_id', 'in', ids)
      .where('q.enabled', '=', true)
      .where('qc.enabled', '=', true)
      .orderBy('r.product_id')
      .orderBy('r.sort')
      .execute();
    const result = new Map<string, number[]>();
    for (const row of rows) {
      const key = `${row.product_id}:${row.lang as Lang}`;
      result.set(key, [...(result.get(key) ?? []), row.replacement_id]);
    }
    return result;
  }
}
