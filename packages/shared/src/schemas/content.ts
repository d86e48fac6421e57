import { z } from 'zod';
import { fileRef, isoDate } from './common.ts';
import { productDataContent } from './product-data.ts';
import { siteImageUrl, siteLinkUrl } from './urls.ts';

/*
 * The per-language content of each record, as stored and as edited in the back-office
 * (`i18n: {zh_CN: …, en_US: …}`), and the public parsed `jsonStr` shapes of contract §2.
 */

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max);
const html = z.string().max(200_000);
/** A site-local address such as `/media/12/cover.svg`; external URLs are not stored. */
const localUrl = siteImageUrl;

export const productSpec = z.object({ name: requiredText(200), value: text(500) });
export const productModel = z.object({ model: requiredText(100), description: text(1000) });

export const productI18n = z.object({
  name: requiredText(200),
  model: text(200),
  summary: text(1000),
  cover: localUrl,
  images: z.array(localUrl).max(20),
  features: z.array(text(300)).max(30),
  specs: z.array(productSpec).max(100),
  models: z.array(productModel).max(100),
  description: html,
  files: z.array(fileRef).max(20),
});
export type ProductI18n = z.infer<typeof productI18n>;
/** The public `jsonStr`: the text plus the category's name and the product data of contract §8. */
export const productContent = productI18n.extend({
  category: z.string(),
  enabled: z.literal(true),
  ...productDataContent.shape,
});
export type ProductContent = z.infer<typeof productContent>;

export const productCategoryI18n = z.object({ name: requiredText(100) });

export const applicationI18n = z.object({
  title: requiredText(200),
  summary: text(1000),
  cover: localUrl,
  content: html,
});
export type ApplicationI18n = z.infer<typeof applicationI18n>;
export const applicationContent = applicationI18n.extend({
  relatedProductIds: z.array(z.number().int().positive()),
  enabled: z.literal(true),
});
export type ApplicationContent = z.infer<typeof applicationContent>;

export const NEWS_TYPES = ['news', 'activity'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export const newsI18n = z.object({
  title: requiredText(300),
  summary: text(1000),
  cover: localUrl,
  content: html,
  address: text(300),
  booth: text(100),
});
export type NewsI18n = z.infer<typeof newsI18n>;

export const newsItem = z.object({
  id: z.number(),
  type: z.enum(NEWS_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  address: z.string().optional(),
  booth: z.string().optional(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsDetail = newsItem.extend({
  content: z.string(),
  prevId: z.number().nullable(),
  nextId: z.number().nullable(),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const INVESTOR_TYPES = ['announcement', 'report'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

export const investorI18n = z.object({
  title: requiredText(300),
  summary: text(1000),
  content: html,
  publishDate: isoDate,
  files: z.array(fileRef).max(20),
});
export type InvestorI18n = z.infer<typeof investorI18n>;

export const recruitI18n = z.object({
  position: requiredText(200),
  department: text(200),
  location: text(200),
  detail: html,
  desc: html,
  fileList: z.array(fileRef).max(20),
});
export type RecruitI18n = z.infer<typeof recruitI18n>;

export const commentI18n = z.object({
  name: requiredText(100),
  company: text(200),
  title: text(200),
  content: text(5000),
  avatar: localUrl,
});
export type CommentI18n = z.infer<typeof commentI18n>;

/* Page blocks (contract §2 and §5): one JSON object per block type and language. */

const advantage = z.object({ title: text(200), description: text(1000), icon: localUrl });
export type Advantage = z.infer<typeof advantage>;

/**
 * The home page's own content. Its advantages are the `advantages` block's list (one source of
 * truth): `GET /home/data` adds them, and a stored home block keeps none.
 */
export const homeBlock = z.object({
  banners: z.array(z.object({ title: text(200), subtitle: text(500), image: localUrl, link: siteLinkUrl })),
  highlightProductIds: z
    .array(z.number().int().positive())
    .max(12)
    .optional()
    .describe('Products the home page shows, in this order; none chosen shows the first of the catalogue'),
  highlightApplicationIds: z
    .array(z.number().int().positive())
    .max(12)
    .optional()
    .describe('Applications the home page shows, in this order; none chosen shows the first ones'),
});
export type HomeBlock = z.infer<typeof homeBlock>;
/** What `GET /home/data` answers (contract §2): the home block with the advantages list. */
export type HomeData = HomeBlock & { advantages: Advantage[] };

/** A history entry's time: `YYYY` or `YYYY-MM` with a real month (01 to 12). */
export const yearMonth = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'invalidDate');

export const aboutBlock = z.object({
  title: text(200).optional(),
  introduction: html,
  history: z.array(
    z.object({
      time: yearMonth,
      title: text(200),
      description: text(2000),
    }),
  ),
  subsidiaries: z.array(z.object({ name: text(200), city: text(100), address: text(300), phone: text(50) })),
  image: localUrl.optional(),
});
export type AboutBlock = z.infer<typeof aboutBlock>;

export const contactBlock = z.object({
  companyName: text(200),
  address: text(300),
  phone: text(50),
  email: text(254),
  fax: text(50),
  postcode: text(20),
  workingHours: text(200),
  offices: z.array(z.object({ name: text(200), address: text(300), phone: text(50) })),
  /** Where job seekers write or call; job pages show it instead of the sales contact. */
  hrEmail: text(254).optional(),
  hrPhone: text(50).optional(),
});
export type ContactBlock = z.infer<typeof contactBlock>;

export const productPageBlock = z.object({
  title: text(200),
  subtitle: text(500),
  banner: localUrl,
  description: text(2000),
});
export type ProductPageBlock = z.infer<typeof productPageBlock>;

export const advantagesBlock = z.object({ list: z.array(advantage) });
export type AdvantagesBlock = z.infer<typeof advantagesBlock>;

export const footerBlock = z.object({
  slogan: text(300),
  copyright: text(300),
  icp: text(100),
  links: z.array(z.object({ label: text(100), url: siteLinkUrl })),
});
export type FooterBlock = z.infer<typeof footerBlock>;

/**
 * The privacy policy (`/privacy`): its text as rich text, which legal staff edit and publish like
 * any page block, and the date it last changed in substance (shown on the page and in the sitemap).
 * The company's contact details follow it on the page, from the `contact` block.
 */
export const privacyBlock = z.object({
  updated: isoDate.describe('When the policy last changed (YYYY-MM-DD)'),
  content: html,
});
export type PrivacyBlock = z.infer<typeof privacyBlock>;

export const BLOCK_SCHEMAS = {
  home: homeBlock,
  about: aboutBlock,
  contact: contactBlock,
  productPage: productPageBlock,
  advantages: advantagesBlock,
  footer: footerBlock,
  privacy: privacyBlock,
} as const;
export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];
export type BlockData<T extends BlockType> = z.infer<(typeof BLOCK_SCHEMAS)[T]>;
export function isBlockType(value: string): value is BlockType {
  return Object.hasOwn(BLOCK_SCHEMAS, value);
}
