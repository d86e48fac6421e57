import {
  blankOf,
  LANGS,
  type Lang,
  type ProductI18n,
  type ProductPart,
  productI18n,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApplicationRepository } from '../modules/applications/applications.repository.ts';
import { ProductParameterRepository } from '../modules/product-parameters/product-parameters.repository.ts';
import { ProductCategoryRepository } from '../modules/products/product-categories.repository.ts';
import { type ProductData, ProductDataRepository } from '../modules/products/product-data.repository.ts';
import type { StoredValue } from '../modules/products/product-facts.ts';
import { ProductRepository } from '../modules/products/products.repository.ts';
import { APPLICATIONS, type ApplicationDemo } from './demo-content/applications.ts';
import { CATALOGUE } from './demo-content/products/index.ts';
import {
  CATEGORY_PARAMETERS,
  type DemoValue,
  PARAMETERS,
  PRODUCT_DATA,
  type ProductDataDemo,
} from './demo-content/products/product-data.ts';
import { type CategoryDemo, type ProductDemo, SPEC_LABELS } from './demo-content/products/types.ts';
import { bulletList, inLang, paragraphs, valueInLang } from './demo-content/text.ts';
import type { DemoFiles } from './demo-files.ts';
import { applicationCoverSvg } from './images.ts';
import type { DatasheetInput } from './pdf.ts';
import { blockDiagramSvg, packageDrawingSvg, productCoverSvg } from './product-art.ts';

/** Demo dates are calendar days; content is "published" at 10:00 in Wuxi (02:00 UTC). */
export function publishedAt(day: string): string {
  return `${day}T02:00:00.000Z`;
}

function packageValue(product: ProductDemo): string {
  const size = product.pkg.size.map((mm) => mm.toFixed(2).replace(/0$/, '')).join(' × ');
  return `${product.pkg.name}, ${size} mm`;
}

function specsIn(product: ProductDemo, lang: Lang): ProductI18n['specs'] {
  const specs = product.specs.map(([key, value]) => ({
    key: key as string,
    name: inLang(SPEC_LABELS[key], lang),
    value: valueInLang(value, lang),
  }));
  const packageRow = {
    key: 'package',
    name: inLang(SPEC_LABELS.package, lang),
    value: packageValue(product),
  };
  const temperatureAt = specs.findIndex((spec) => spec.key === 'temperature');
  specs.splice(temperatureAt === -1 ? specs.length : temperatureAt, 0, packageRow);
  return specs.map(({ name, value }) => ({ name, value }));
}

function descriptionIn(product: ProductDemo, lang: Lang): string {
  const heading = inLang({ zh: '典型应用', en: 'Typical applications' }, lang);
  return (
    paragraphs(product.overview.map((text) => inLang(text, lang))) +
    `<p><strong>${heading}</strong></p>` +
    bulletList(product.uses.map((text) => inLang(text, lang)))
  );
}

/** A demo value as the tables store it. */
export function storedValue(parameterId: number, value: DemoValue): StoredValue {
  const base = { parameterId, numMin: null, numMax: null, isRange: false, textValue: null };
  if (typeof value === 'number') return { ...base, numMin: value, numMax: value };
  if (Array.isArray(value)) return { ...base, numMin: value[0], numMax: value[1], isRange: true };
  return { ...base, textValue: String(value) };
}

/** The product's typed values: its own figures and its package's size. */
export function demoValues(product: ProductDemo, data: ProductDataDemo): Record<string, DemoValue> {
  const [width, length, height] = product.pkg.size;
  return {
    ...data.values,
    packageLength: length,
    packageWidth: width,
    packageHeight: height,
  };
}

/** The product's lifecycle dates, which its parts share. */
function demoDates(data: ProductDataDemo) {
  return {
    lastOrderDate: data.lifecycle?.lastOrderDate ?? null,
    lastShipDate: data.lifecycle?.lastShipDate ?? null,
  };
}

/** Every model a customer orders, the product's own first: chips on reels, boards one at a time. */
export function demoParts(product: ProductDemo, data: ProductDataDemo): ProductPart[] {
  const models = [...new Set([product.model, ...product.variants.map((variant) => variant.model)])];
  const temperature = data.values.operatingTemp as [number, number];
  return models.map((model) => {
    const board = /-(EVB|MOD|PROBE)$/.test(model);
    const reel = product.pkg.shape === 'module' || product.pkg.shape === 'optical' ? 1000 : 5000;
    const [tempMin, tempMax] = data.partTemperatures?.[model] ?? temperature;
    return {
      partNumber: model,
      status: data.status,
      package: board ? 'Board' : product.pkg.name,
      pins: board ? 0 : product.pkg.pins,
      packageQty: board ? 1 : reel,
      tempMin: tempMin ?? -40,
      tempMax: tempMax ?? 85,
      msl: board ? 'N/A' : product.pkg.shape === 'leaded' ? '1' : '3',
      rohs: true,
      marking: board ? '' : model.replace(/^CS/, '').replace(/-/g, '').slice(0, 6),
      ...demoDates(data),
    };
  });
}

function demoData(product: ProductDemo, parameterIds: ReadonlyMap<string, number>): ProductData {
  const data = PRODUCT_DATA[product.model];
  if (!data) throw new Error(`Demo product ${product.model} has no product data`);
  const values = Object.entries(demoValues(product, data)).map(([key, value]) => {
    const id = parameterIds.get(key);
    if (id === undefined) throw new Error(`Demo product ${product.model} names unknown parameter ${key}`);
    return storedValue(id, value);
  });
  return {
    status: data.status,
    ...demoDates(data),
    replacementIds: [],
    values,
    parts: demoParts(product, data),
  };
}

/** The parameter definitions; their ids by key. */
export async function seedParameters(db: Kysely<Database>): Promise<Map<string, number>> {
  const parameters = new ProductParameterRepository(db);
  const ids = new Map<string, number>();
  for (const [index, parameter] of PARAMETERS.entries()) {
    const options = parameter.options ?? [];
    const textIn = (lang: Lang) => ({
      label: inLang(parameter.label, lang),
      options: Object.fromEntries(options.map((option) => [option.value, inLang(option.label, lang)])),
    });
    const id = await parameters.create({
      key: parameter.key,
      type: parameter.type,
      unit: parameter.unit,
      sort: (index + 1) * 10,
      options: options.map((option) => option.value),
      createdAt: publishedAt('2021-01-04'),
      i18n: { zh_CN: textIn('zh_CN'), en_US: textIn('en_US') },
    });
    ids.set(parameter.key, id);
  }
  return ids;
}

/** What a product's datasheet says, in English (the PDF fonts have no CJK glyphs). */
export function datasheetInput(product: ProductDemo): DatasheetInput {
  return {
    model: product.model,
    name: product.name.en,
    summary: product.summary.en,
    overview: product.overview.map((text) => text.en),
    features: product.features.map((text) => text.en),
    specs: specsIn(product, 'en_US'),
    models: product.variants.map((variant) => ({
      model: variant.model,
      description: variant.description.en,
    })),
    uses: product.uses.map((text) => text.en),
    packageName: product.pkg.name,
    released: product.released,
  };
}

async function seedProduct(
  products: ProductRepository,
  files: DemoFiles,
  category: CategoryDemo,
  classifyId: number,
  product: ProductDemo,
  sort: number,
  parameterIds: ReadonlyMap<string, number>,
): Promise<{ id: number; cover: string }> {
  // One after the other, so file ids come out the same on every run.
  const cover = await files.image(`${product.model}.svg`, productCoverSvg(product, category));
  const outline = await files.image(`${product.model}-package.svg`, packageDrawingSvg(product, category));
  const diagram = await files.image(`${product.model}-block-diagram.svg`, blockDiagramSvg(product, category));
  // A text field the demo has no value for stays blank.
  const textIn = (lang: Lang): ProductI18n => ({
    ...blankOf(productI18n),
    name: inLang(product.name, lang),
    model: product.model,
    summary: inLang(product.summary, lang),
    cover,
    images: [outline, diagram],
    features: product.features.map((text) => inLang(text, lang)),
    specs: specsIn(product, lang),
    models: product.variants.map((variant) => ({
      model: variant.model,
      description: inLang(variant.description, lang),
    })),
    description: descriptionIn(product, lang),
    // Its datasheets are documents (seed/documents.ts), which the public record lists as its files.
    files: [],
  });
  const id = await products.create({
    classifyId,
    sort,
    enabled: true,
    createdAt: publishedAt(product.released),
    i18n: { zh_CN: textIn('zh_CN'), en_US: textIn('en_US') },
    data: demoData(product, parameterIds),
  });
  return { id, cover };
}

export interface SeededCatalogue {
  categories: number;
  /** Product id by part number. */
  productIds: Map<string, number>;
  /** Cover URL by part number: launch news reuse it. */
  covers: Map<string, string>;
  /** Every product in catalogue order, with its category's key: the documents name them. */
  products: Array<{ id: number; demo: ProductDemo; category: string }>;
}

export async function seedCatalogue(db: Kysely<Database>, files: DemoFiles): Promise<SeededCatalogue> {
  const products = new ProductRepository(db);
  const categories = new ProductCategoryRepository(db);
  const productIds = new Map<string, number>();
  const covers = new Map<string, string>();
  const seededProducts: SeededCatalogue['products'] = [];
  const parameterIds = await seedParameters(db);
  for (const [index, category] of CATALOGUE.entries()) {
    const classifyId = await categories.create({
      sort: (index + 1) * 10,
      enabled: true,
      createdAt: publishedAt('2021-01-04'),
      i18n: { zh_CN: { name: category.name.zh }, en_US: { name: category.name.en } },
      parameterIds: (CATEGORY_PARAMETERS[category.key] ?? []).map((key) => parameterIds.get(key) as number),
    });
    for (const [position, product] of category.products.entries()) {
      const seeded = await seedProduct(
        products,
        files,
        category,
        classifyId,
        product,
        (position + 1) * 10,
        parameterIds,
      );
      productIds.set(product.model, seeded.id);
      covers.set(product.model, seeded.cover);
      seededProducts.push({ id: seeded.id, demo: product, category: category.key });
    }
  }
  await seedReplacements(db, productIds);
  return { categories: CATALOGUE.length, productIds, covers, products: seededProducts };
}

/** Replacements name products seeded later, so they are written once every product exists. */
async function seedReplacements(db: Kysely<Database>, productIds: ReadonlyMap<string, number>) {
  const data = new ProductDataRepository(db);
  const replaced: number[] = [];
  for (const [model, demo] of Object.entries(PRODUCT_DATA)) {
    if (!demo.replacedBy) continue;
    const id = productIds.get(model) as number;
    const replacements = demo.replacedBy.map((other) => {
      const replacement = productIds.get(other);
      if (replacement === undefined) throw new Error(`Demo product ${model} is replaced by unknown ${other}`);
      return replacement;
    });
    await data.writeReplacements(id, replacements);
    replaced.push(id);
  }
  await data.refreshFacts(replaced);
}

function applicationContentIn(application: ApplicationDemo, lang: Lang): string {
  const colon = lang === 'zh_CN' ? '：' : ': ';
  return (
    paragraphs([inLang(application.intro, lang)]) +
    bulletList(
      application.points.map(
        (point) => `<strong>${inLang(point.title, lang)}</strong>${colon}${inLang(point.text, lang)}`,
      ),
    ) +
    paragraphs([inLang(application.closing, lang)])
  );
}

export async function seedApplications(
  db: Kysely<Database>,
  files: DemoFiles,
  productIds: Map<string, number>,
): Promise<number[]> {
  const applications = new ApplicationRepository(db);
  const ids: number[] = [];
  for (const [index, application] of APPLICATIONS.entries()) {
    const cover = await files.image(
      `application-${application.motif}.svg`,
      applicationCoverSvg(application.motif),
    );
    const relatedProductIds = application.products.map((model) => {
      const id = productIds.get(model);
      if (id === undefined) throw new Error(`Demo application names unknown product ${model}`);
      return id;
    });
    const i18n = Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        {
          title: inLang(application.title, lang),
          summary: inLang(application.summary, lang),
          cover,
          content: applicationContentIn(application, lang),
        },
      ]),
    );
    ids.push(
      await applications.create({
        sort: (index + 1) * 10,
        enabled: true,
        createdAt: publishedAt(`2022-${String(index + 1).padStart(2, '0')}-15`),
        relatedProductIds,
        i18n,
      }),
    );
  }
  return ids;
}
