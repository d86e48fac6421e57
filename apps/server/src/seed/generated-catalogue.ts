import {
  blankOf,
  DATED_STATUSES,
  LANGS,
  type Lang,
  type ProductI18n,
  type ProductPart,
  type ProductStatus,
  parseQuantity,
  productI18n,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { jsonText } from '../lib/json-text.ts';
import {
  type ParameterDefinition,
  ProductParameterRepository,
} from '../modules/product-parameters/product-parameters.repository.ts';
import { partRow, valueRow } from '../modules/products/product-data.repository.ts';
import { buildFacts, publicParameter, type StoredValue } from '../modules/products/product-facts.ts';
import { productSearchText } from '../modules/products/products.content-type.ts';
import { SearchIndex } from '../modules/search/search-index.ts';
import { storedValue } from './catalogue.ts';
import type { DemoValue } from './demo-content/products/product-data.ts';
import { type GeneratedOptions, generator, pick, type Random } from './generator.ts';

/*
 * `npm run seed -- --products N`: fills the catalogue up to N products with generated ones, for
 * measuring lists and filters on a large catalogue. Deterministic: product i always gets the same
 * figures (a small PRNG seeded with i), so two runs measure the same data. Rows are written in
 * batches rather than through the repositories, with the same public facts the repositories derive.
 */

/** Products per batch of inserts. */
const BATCH = 200;

const q = (text: string) => parseQuantity(text) as number;
const symmetric = (random: Random, fullScales: readonly number[]): DemoValue => {
  const scale = pick(random, fullScales);
  return [-scale, scale];
};

/** Plausible figures per parameter of the demo; other parameters get a number from 1 to 1000. */
const FIGURES: Record<string, (random: Random) => DemoValue> = {
  accelRange: (random) => symmetric(random, [2, 4, 8, 16, 32, 50]),
  accelNoise: (random) => q(`${pick(random, [20, 25, 30, 60, 70, 90, 120, 160, 200])}µ`),
  gyroRange: (random) => symmetric(random, [125, 250, 500, 1000, 2000, 4000]),
  gyroNoise: (random) => q(`${pick(random, [2.8, 3.5, 4, 4.5, 5, 7])}m`),
  pressureRange: (random) =>
    pick(random, [
      [30_000, 110_000],
      [10_000, 400_000],
      [-500, 500],
      [0, 700_000],
    ]),
  humidityRange: () => [0, 100],
  humidityAccuracy: (random) => pick(random, [1, 1.5, 2, 3]),
  tempAccuracy: (random) => pick(random, [0.1, 0.2, 0.3, 0.5]),
  magneticRange: (random) => symmetric(random, [q('0.8m'), q('4m'), q('40m'), q('130m')]),
  illuminanceRange: (random) => [pick(random, [0.001, 0.005, 0.01]), pick(random, [60_000, 88_000, 100_000])],
  odr: (random) => pick(random, [[1, 200], [1.6, 1600], [3.9, 4000], [12.5, 6660], [25, 3200], 32_000]),
  supplyVoltage: (random) =>
    pick(random, [[1.71, 3.6], [1.8, 3.6], [1.62, 3.6], [2.4, 3.6], [3, 5.5], [4.5, 5.5], 3.3]),
  supplyCurrent: (random) =>
    q(pick(random, ['0.6µ', '1.5µ', '2.7µ', '45µ', '90µ', '180µ', '350µ', '650µ', '1.1m', '3.5m'])),
  standbyCurrent: (random) => q(`${pick(random, [5, 50, 100, 500, 1000])}n`),
  operatingTemp: (random) =>
    pick(random, [
      [-40, 85],
      [-40, 105],
      [-40, 125],
      [-20, 70],
      [-30, 85],
    ]),
  packageLength: (random) => pick(random, [1.5, 2, 2.5, 3, 5]),
  packageWidth: (random) => pick(random, [1.5, 2, 2.5, 3, 5]),
  packageHeight: (random) => pick(random, [0.5, 0.75, 0.83, 1, 1.1]),
};

const STATUSES: ProductStatus[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'nrnd',
  'lifebuy',
  'obsolete',
  'preview',
];

/**
 * Last-order and last-ship days for a product being phased out: a month of 2027 by its index
 * (drawing no random number, so the rest of the catalogue stays as it was), shipping six months on.
 */
function generatedDates(status: ProductStatus, index: number) {
  if (!DATED_STATUSES.includes(status)) return { lastOrderDate: null, lastShipDate: null };
  const month = 1 + (index % 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    lastOrderDate: `2027-${pad(month)}-28`,
    lastShipDate: `${month > 6 ? 2028 : 2027}-${pad(((month + 5) % 12) + 1)}-28`,
  };
}

function figure(definition: ParameterDefinition, random: Random): DemoValue {
  if (definition.type === 'boolean') return random() < 0.3;
  if (definition.type === 'enum') return pick(random, definition.options);
  return FIGURES[definition.key]?.(random) ?? Math.round(1 + random() * 999);
}

interface Category {
  id: number;
  names: Partial<Record<Lang, string>>;
  parameterIds: number[];
}

async function categoriesWithParameters(db: Kysely<Database>): Promise<Category[]> {
  const rows = await db
    .selectFrom('product_categories as c')
    .innerJoin('product_category_i18n as ci', 'ci.category_id', 'c.id')
    .select(['c.id', 'ci.lang', 'ci.name'])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  const links = await db
    .selectFrom('product_category_parameters')
    .select(['category_id', 'parameter_id'])
    .orderBy('category_id')
    .orderBy('sort')
    .execute();
  const categories = new Map<number, Category>();
  for (const row of rows) {
    const category = categories.get(row.id) ?? { id: row.id, names: {}, parameterIds: [] };
    category.names[row.lang as Lang] = row.name;
    categories.set(row.id, category);
  }
  for (const link of links) categories.get(link.category_id)?.parameterIds.push(link.parameter_id);
  return [...categories.values()].filter((category) => category.parameterIds.length > 0);
}

/** Adds generated products until the catalogue holds `total`; answers how many it added. */
export async function seedGeneratedProducts(
  db: Kysely<Database>,
  total: number,
  { reindex = true }: GeneratedOptions = {},
): Promise<number> {
  const existing = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const first = Number(existing.count);
  if (first >= total) return 0;
  const categories = await categoriesWithParameters(db);
  if (categories.length === 0) throw new Error('No category lists parameters: seed the demo content first');
  const definitions = new Map(
    (await new ProductParameterRepository(db).definitions()).map((definition) => [definition.id, definition]),
  );
  for (let start = first; start < total; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, total - start) }, (_, offset) => start + offset + 1);
    await db.transaction().execute((trx) => insertBatch(trx, indexes, categories, definitions));
  }
  // Written past the services that keep the site search's index in step.
  if (reindex) await new SearchIndex().rebuild(db);
  return total - first;
}

async function insertBatch(
  db: Kysely<Database>,
  indexes: number[],
  categories: Category[],
  definitions: ReadonlyMap<number, ParameterDefinition>,
) {
  const products = indexes.map((index) => {
    const random = generator(index);
    const category = categories[index % categories.length] as Category;
    const status = pick(random, STATUSES);
    const values: StoredValue[] = category.parameterIds.flatMap((parameterId) => {
      const definition = definitions.get(parameterId);
      // Some products lack a figure, as real catalogues do.
      if (!definition || random() < 0.1) return [];
      return [storedValue(parameterId, figure(definition, random))];
    });
    const model = `GEN-${String(index).padStart(5, '0')}`;
    const dates = generatedDates(status, index);
    const temperature = values.find((value) => definitions.get(value.parameterId)?.key === 'operatingTemp');
    const parts: ProductPart[] = ['', '-TR'].map((suffix) => ({
      partNumber: `${model}${suffix}`,
      status,
      package: pick(random, ['LGA-12', 'LGA-14', 'DFN-6', 'QFN-16']),
      pins: pick(random, [6, 12, 14, 16]),
      packageQty: suffix ? 5000 : 100,
      tempMin: temperature?.numMin ?? -40,
      tempMax: temperature?.numMax ?? 85,
      msl: '3',
      rohs: true,
      marking: model.slice(4),
      ...dates,
    }));
    return { index, category, status, dates, values, parts, model };
  });
  const at = '2026-01-01T00:00:00.000Z';
  const inserted = await db
    .insertInto('products')
    .values(
      products.map((product) => ({
        classify_id: product.category.id,
        sort: 1000 + product.index,
        enabled: true,
        status: product.status,
        last_order_date: product.dates.lastOrderDate,
        last_ship_date: product.dates.lastShipDate,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id);
  const texts = products.flatMap((product, position) =>
    LANGS.map((lang) => {
      const id = ids[position] as number;
      const text = generatedText(product.model, product.category, product.values, definitions, lang);
      const facts = buildFacts(
        {
          status: product.status,
          ...product.dates,
          parameterOrder: product.category.parameterIds,
          values: product.values,
          definitions,
          parts: product.parts,
          replacementIds: [],
        },
        lang,
      );
      return {
        product_id: id,
        lang,
        name: text.name,
        model: text.model,
        data: jsonText(text),
        facts: jsonText(facts),
        search_text: productSearchText(text),
      };
    }),
  );
  await db.insertInto('product_i18n').values(texts).execute();
  const values = products.flatMap((product, position) =>
    product.values.map((value) => valueRow(ids[position] as number, value)),
  );
  if (values.length) await db.insertInto('product_parameter_values').values(values).execute();
  const parts = products.flatMap((product, position) =>
    product.parts.map((part, sort) => partRow(ids[position] as number, part, sort)),
  );
  await db.insertInto('product_parts').values(parts).execute();
}

/** A short text whose spec table is derived from the typed figures. */
function generatedText(
  model: string,
  category: Category,
  values: StoredValue[],
  definitions: ReadonlyMap<number, ParameterDefinition>,
  lang: Lang,
): ProductI18n {
  const categoryName = category.names[lang] ?? Object.values(category.names)[0] ?? '';
  const name = lang === 'zh_CN' ? `${categoryName} ${model}` : `${categoryName}: ${model}`;
  const specs = values.flatMap((value) => {
    const definition = definitions.get(value.parameterId);
    if (!definition) return [];
    const parameter = publicParameter(definition, value, lang);
    return [{ name: parameter.label, value: parameter.display }];
  });
  return {
    ...blankOf(productI18n),
    name,
    model,
    summary:
      lang === 'zh_CN' ? `用于测量的生成产品 ${model}。` : `Generated product ${model} for measurements.`,
    specs,
  };
}
