import { type BlockData, type BlockType, LANGS, type Lang } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { defaultPrivacyPolicy } from '../modules/blocks/privacy-policy.ts';
import { CommentRepository } from '../modules/comments/comments.content-type.ts';
import { DistributorRepository } from '../modules/distributors/distributors.content-type.ts';
import { RecruitRepository } from '../modules/recruit/recruit.repository.ts';
import { publishedAt } from './catalogue.ts';
import { aboutBlock } from './demo-content/about.ts';
import { COMMENTS } from './demo-content/comments.ts';
import { contactBlock } from './demo-content/contact.ts';
import { DISTRIBUTORS } from './demo-content/distributors.ts';
import { advantagesBlock, BANNERS, homeBlock, type IconKind } from './demo-content/home.ts';
import { JOBS } from './demo-content/jobs.ts';
import { CATALOGUE } from './demo-content/products/index.ts';
import { footerBlock, productPageBlock } from './demo-content/site.ts';
import { bulletList, inLang } from './demo-content/text.ts';
import type { DemoFiles } from './demo-files.ts';
import { avatarSvg, bannerSvg, headquartersSvg, iconSvg, productPageBannerSvg } from './images.ts';

export async function seedJobs(db: Kysely<Database>): Promise<number> {
  const recruit = new RecruitRepository(db);
  for (const [index, job] of JOBS.entries()) {
    const textIn = (lang: Lang) => ({
      position: inLang(job.position, lang),
      department: inLang(job.department, lang),
      location: inLang(job.location, lang),
      detail: bulletList(job.requirements.map((text) => inLang(text, lang))),
      desc: bulletList(job.duties.map((text) => inLang(text, lang))),
      fileList: [],
    });
    await recruit.create({
      headcount: job.headcount,
      sort: (index + 1) * 10,
      enabled: true,
      createdAt: publishedAt(job.posted),
      i18n: { zh_CN: textIn('zh_CN'), en_US: textIn('en_US') },
    });
  }
  return JOBS.length;
}

export async function seedComments(db: Kysely<Database>, files: DemoFiles): Promise<number> {
  const comments = new CommentRepository(db);
  for (const [index, comment] of COMMENTS.entries()) {
    const avatar = await files.image(`customer-${index + 1}.svg`, avatarSvg(comment.portrait));
    const textIn = (lang: Lang) => ({
      name: inLang(comment.name, lang),
      company: inLang(comment.company, lang),
      title: inLang(comment.title, lang),
      content: inLang(comment.content, lang),
      avatar,
    });
    await comments.create({
      sort: (index + 1) * 10,
      enabled: true,
      createdAt: publishedAt(`2025-${String(index + 1).padStart(2, '0')}-18`),
      i18n: { zh_CN: textIn('zh_CN'), en_US: textIn('en_US') },
    });
  }
  return COMMENTS.length;
}

/** Where to buy: the invented distributors of each region. */
export async function seedDistributors(db: Kysely<Database>): Promise<number> {
  const distributors = new DistributorRepository(db);
  for (const [index, distributor] of DISTRIBUTORS.entries()) {
    const textIn = (lang: Lang) => ({
      name: inLang(distributor.name, lang),
      description: inLang(distributor.description, lang),
    });
    await distributors.create({
      regions: distributor.regions,
      website: `https://${distributor.host}/`,
      partSearchUrl: `https://${distributor.host}${distributor.search}`,
      phone: distributor.phone,
      email: distributor.email,
      logo: '',
      sort: (index + 1) * 10,
      enabled: true,
      createdAt: publishedAt('2026-11-20'),
      i18n: { zh_CN: textIn('zh_CN'), en_US: textIn('en_US') },
    });
  }
  return DISTRIBUTORS.length;
}

/** What the seed needs of the block service. */
export interface BlockSaving {
  save<T extends BlockType>(type: T, lang: Lang, data: unknown): Promise<BlockData<T>>;
}

const ICON_KINDS: IconKind[] = ['factory', 'shield', 'battery', 'support'];

/** The flagship of each product line, shown on the home page. */
const HIGHLIGHTED_MODELS = ['CSA-3360A', 'CSG-6500', 'CSP-5110', 'CSH-4200', 'CSM-7520', 'CSL-8500'];

export async function seedPageBlocks(
  blocks: BlockSaving,
  files: DemoFiles,
  seeded: { productIds: Map<string, number>; applicationIds: number[] },
): Promise<number> {
  const chips = CATALOGUE.map((category) => {
    const product = category.products[0];
    if (!product) throw new Error(`Demo category ${category.key} has no products`);
    return { pkg: product.pkg, model: product.model, accent: category.accent };
  });
  const banners: string[] = [];
  for (const banner of BANNERS)
    banners.push(await files.image(`banner-${banner.theme}.svg`, bannerSvg(banner.theme, chips)));
  const icons = {} as Record<IconKind, string>;
  for (const kind of ICON_KINDS) icons[kind] = await files.image(`icon-${kind}.svg`, iconSvg(kind));
  const aboutImage = await files.image('headquarters.svg', headquartersSvg());
  const productBanner = await files.image('products-banner.svg', productPageBannerSvg(chips));
  const highlights = {
    productIds: HIGHLIGHTED_MODELS.flatMap((model) => seeded.productIds.get(model) ?? []),
    // The home page shows four applications.
    applicationIds: seeded.applicationIds.slice(0, 4),
  };
  const year = new Date().getUTCFullYear();

  const pages: { [T in BlockType]: (lang: Lang) => BlockData<T> } = {
    home: (lang) => homeBlock(lang, banners, highlights),
    about: (lang) => aboutBlock(lang, aboutImage),
    contact: (lang) => contactBlock(lang),
    productPage: (lang) => productPageBlock(lang, productBanner),
    advantages: (lang) => advantagesBlock(lang, icons),
    footer: (lang) => footerBlock(lang, year),
    privacy: defaultPrivacyPolicy,
  };
  for (const type of Object.keys(pages) as BlockType[]) {
    for (const lang of LANGS) await blocks.save(type, lang, pages[type](lang));
  }
  return Object.keys(pages).length * LANGS.length;
}
