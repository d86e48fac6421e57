import { LANGS, type Lang, type ProductI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApplicationRepository } from '../modules/applications/applications.repository.ts';
import { ProductCategoryRepository } from '../modules/products/product-categories.repository.ts';
import { ProductRepository } from '../modules/products/products.repository.ts';
import { APPLICATIONS, type ApplicationDemo } from './demo-content/applications.ts';
import { CATALOGUE } from './demo-content/products/index.ts';
import { type CategoryDemo, type ProductDemo, SPEC_LABELS } from './demo-content/products/types.ts';
import { bulletList, inLang, paragraphs, valueInLang } from './demo-content/text.ts';
import type { DemoFiles } from './demo-files.ts';
import { applicationCoverSvg } from './images.ts';
import { datasheetPdf } from './pdf.ts';
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

async function seedProduct(
  products: ProductRepository,
  files: DemoFiles,
  category: CategoryDemo,
  classifyId: number,
  product: ProductDemo,
  sort: number,
): Promise<{ id: number; cover: string }> {
  const datasheet = await datasheetPdf({
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
  });
  // One after the other, so file ids come out the same on every run.
  const cover = await files.image(`${product.model}.svg`, productCoverSvg(product, category));
  const outline = await files.image(`${product.model}-package.svg`, packageDrawingSvg(product, category));
  const diagram = await files.image(`${product.model}-block-diagram.svg`, blockDiagramSvg(product, category));
  const datasheets = await files.pdf(
    { zh: `${product.model} 数据手册`, en: `${product.model} Datasheet` },
    datasheet,
  );
  const textIn = (lang: Lang): ProductI18n => ({
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
    files: [datasheets[lang]],
  });
  const id = await products.create({
    classifyId,
    sort,
    enabled: true,
    createdAt: publishedAt(product.released),
    i18n: { zh_CN: textIn('zh_CN'), en_US: textIn('en_US') },
  });
  return { id, cover };
}

export interface SeededCatalogue {
  categories: number;
  /** Product id by part number. */
  productIds: Map<string, number>;
  /** Cover URL by part number: launch news reuse it. */
  covers: Map<string, string>;
}

export async function seedCatalogue(db: Kysely<Database>, files: DemoFiles): Promise<SeededCatalogue> {
  const products = new ProductRepository(db);
  const categories = new ProductCategoryRepository(db);
  const productIds = new Map<string, number>();
  const covers = new Map<string, string>();
  for (const [index, category] of CATALOGUE.entries()) {
    const classifyId = await categories.create({
      sort: (index + 1) * 10,
      enabled: true,
      createdAt: publishedAt('2021-01-04'),
      i18n: { zh_CN: { name: category.name.zh }, en_US: { name: category.name.en } },
    });
    for (const [position, product] of category.products.entries()) {
      const seeded = await seedProduct(products, files, category, classifyId, product, (position + 1) * 10);
      productIds.set(product.model, seeded.id);
      covers.set(product.model, seeded.cover);
    }
  }
  return { categories: CATALOGUE.length, productIds, covers };
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
