import type {
  AdminApplication,
  AdminBlockRecord,
  AdminComment,
  AdminInvestor,
  AdminNews,
  AdminProduct,
  AdminProductCategory,
  AdminRecruit,
  ApplicationRecord,
  BlockData,
  BlockType,
  CommentRecord,
  InvestorRecord,
  Lang,
  NewsDetail,
  ProductRecord,
  PublishedResource,
  RecruitRecord,
} from '@coresense/shared';
import type { SiteServices } from '@coresense/site/request-context';
import type { SitePage } from '../content-type.ts';
import type { PreviewResource } from './preview-token.ts';

/*
 * Where each resource's records are shown on the site, and how a preview puts a record's
 * working copy there: the page's services answer it in place of the published record, built in
 * memory from the snapshot. Nothing is written, so no other reader can see it.
 */

/** A back-office record now, and its public shape in one language (undefined: not written in it). */
interface RecordMapping<Admin, Public> {
  current(id: number): Promise<Admin | undefined>;
  toPublic(record: Admin, lang: Lang): Public | undefined | Promise<Public | undefined>;
}

/** What the modules provide (src/services.ts passes them in: content does not import modules). */
export interface PreviewMappings {
  /** Where the site shows each content type's records: the registry's `sitePage`. */
  pages: Readonly<Record<PublishedResource, SitePage | undefined>>;
  products: RecordMapping<AdminProduct, ProductRecord>;
  'product-categories': { current(id: number): Promise<AdminProductCategory | undefined> };
  applications: RecordMapping<AdminApplication, ApplicationRecord>;
  news: RecordMapping<AdminNews, NewsDetail>;
  investor: RecordMapping<AdminInvestor, InvestorRecord>;
  recruit: RecordMapping<AdminRecruit, RecruitRecord>;
  comments: RecordMapping<AdminComment, CommentRecord>;
  blocks: { current(type: BlockType): Promise<AdminBlockRecord | undefined> };
}

export interface PreviewSource {
  /** Whether `key` can name a record at all (an id, or a block type). */
  validKey(key: string): boolean;
  /** The record as it is now, for one that has no version yet. */
  current(key: string): Promise<object | undefined>;
  /** The page that shows the record: a path, the query naming the record on it, the section showing it. */
  page(key: string): { path: string; query: Record<string, string>; section?: string };
  /** The page's services with the snapshot in place of the published record, in `lang`. */
  overlay(services: SiteServices, snapshot: object, lang: Lang): Promise<SiteServices>;
}

/** The site's services as plain functions, so that one of them can be replaced. */
function delegating(base: SiteServices): SiteServices {
  return {
    blocks: { data: (type, lang) => base.blocks.data(type, lang) },
    products: {
      list: (lang, filter) => base.products.list(lang, filter),
      detail: (lang, id) => base.products.detail(lang, id),
      parameters: (lang, classifyId) => base.products.parameters(lang, classifyId),
      compare: (lang, ids) => base.products.compare(lang, ids),
      categoryOptions: (lang, filter) => base.products.categoryOptions(lang, filter),
    },
    applications: {
      list: (lang, paging) => base.applications.list(lang, paging),
      detail: (lang, id) => base.applications.detail(lang, id),
    },
    news: {
      list: (lang, filter) => base.news.list(lang, filter),
      detail: (lang, id) => base.news.detail(lang, id),
    },
    investor: {
      list: (lang, filter) => base.investor.list(lang, filter),
      detail: (lang, id) => base.investor.detail(lang, id),
    },
    recruit: {
      list: (lang, filter) => base.recruit.list(lang, filter),
      detail: (lang, id) => base.recruit.detail(lang, id),
    },
    comments: { list: (lang, paging) => base.comments.list(lang, paging) },
  };
}

const isId = (key: string) => /^[1-9]\d{0,14}$/.test(key);

/** The path and the query key of a page naming one record. */
function keyedPage(page: SitePage | undefined): { path: string; key: string } {
  if (!page || !('key' in page))
    throw new Error('a record previewed on a page of its own needs its sitePage there');
  return page;
}

/** The page and the section showing several records, the previewed one among them. */
function sectionPage(page: SitePage | undefined): { path: string; section: string } {
  if (!page || !('section' in page))
    throw new Error('a record previewed in a section needs its sitePage there');
  return page;
}

/** A resource whose record has a detail page of its own, `path?id=N`, read through `detail`. */
function detailPage<Admin extends { id: number }, Public>(
  page: SitePage | undefined,
  mapping: RecordMapping<Admin, Public>,
  replace: (services: SiteServices, id: number, record: Public | undefined) => void,
): PreviewSource {
  return {
    validKey: isId,
    current: (key) => mapping.current(Number(key)),
    page: (key) => {
      const { path, key: name } = keyedPage(page);
      return { path, query: { [name]: key } };
    },
    async overlay(base, snapshot, lang) {
      const record = snapshot as Admin;
      const services = delegating(base);
      replace(services, record.id, await mapping.toPublic(record, lang));
      return services;
    },
  };
}

/** `detail(lang, id)` answering `record` for the previewed id; undefined (the page's 404) when unwritten. */
function detailFor<T>(
  id: number,
  record: T | undefined,
  published: (lang: Lang, id: number) => Promise<T | undefined>,
) {
  return (lang: Lang, wanted: number) => (wanted === id ? Promise.resolve(record) : published(lang, wanted));
}

/** Where each resource's records show, and how a preview shows its working copy there. */
export function previewSources(mappings: PreviewMappings): Record<PreviewResource, PreviewSource> {
  return {
    products: detailPage(mappings.pages.products, mappings.products, (services, id, record) => {
      services.products.detail = detailFor(id, record, services.products.detail);
    }),
    applications: detailPage(mappings.pages.applications, mappings.applications, (services, id, record) => {
      services.applications.detail = detailFor(id, record, services.applications.detail);
    }),
    investor: detailPage(mappings.pages.investor, mappings.investor, (services, id, record) => {
      services.investor.detail = detailFor(id, record, services.investor.detail);
    }),
    recruit: detailPage(mappings.pages.recruit, mappings.recruit, (services, id, record) => {
      services.recruit.detail = detailFor(id, record, services.recruit.detail);
    }),
    news: detailPage(mappings.pages.news, mappings.news, (services, id, record) => {
      const published = services.news.detail;
      services.news.detail = async (lang, wanted) => {
        if (wanted !== id) return published(lang, wanted);
        if (!record) return undefined;
        // Its neighbours in the public list, when it is in it; none otherwise.
        const live = await published(lang, id);
        return { ...record, prevId: live?.prevId ?? null, nextId: live?.nextId ?? null };
      };
    }),
    // A category shows as the product list filtered by it: its name in the filter and on its products.
    'product-categories': {
      validKey: isId,
      current: (key) => mappings['product-categories'].current(Number(key)),
      page: (key) => {
        const { path, key: name } = keyedPage(mappings.pages['product-categories']);
        return { path, query: { [name]: key } };
      },
      async overlay(base, snapshot, lang) {
        const category = snapshot as AdminProductCategory;
        const name = category.i18n[lang]?.name;
        const services = delegating(base);
        if (name === undefined) return services;
        const { list, categoryOptions } = services.products;
        services.products.categoryOptions = async (optionLang, filter) => {
          const options = await categoryOptions(optionLang, filter);
          const named = options.map((option) =>
            option.value === category.id ? { ...option, label: name } : option,
          );
          return named.some((option) => option.value === category.id)
            ? named
            : [...named, { label: name, value: category.id, count: 0 }];
        };
        services.products.list = async (listLang, filter) => {
          const page = await list(listLang, filter);
          return {
            ...page,
            list: page.list.map((product) =>
              product.classifyId === category.id
                ? { ...product, content: { ...product.content, category: name } }
                : product,
            ),
          };
        };
        return services;
      },
    },
    // Comments show on the home page: the previewed one first.
    comments: {
      validKey: isId,
      current: (key) => mappings.comments.current(Number(key)),
      page: () => {
        const { path, section } = sectionPage(mappings.pages.comments);
        return { path, query: {}, section };
      },
      async overlay(base, snapshot, lang) {
        const record = await mappings.comments.toPublic(snapshot as AdminComment, lang);
        const services = delegating(base);
        if (!record) return services;
        const { list } = services.comments;
        services.comments.list = async (listLang, paging) => {
          const page = await list(listLang, paging);
          if (paging.pageNum !== 1) return page;
          const others = page.list.filter((comment) => comment.id !== record.id);
          return { ...page, list: [record, ...others].slice(0, paging.pageSize) };
        };
        return services;
      },
    },
    blocks: {
      validKey: (key) => key in BLOCK_PAGES,
      current: (key) => mappings.blocks.current(key as BlockType),
      page: (key) => ({
        path: BLOCK_PAGES[key as BlockType],
        query: {},
        ...(key === 'advantages' ? { section: 'home-advantages' } : {}),
      }),
      async overlay(base, snapshot, lang) {
        const block = snapshot as AdminBlockRecord;
        const services = delegating(base);
        const { data } = services.blocks;
        services.blocks.data = <T extends BlockType>(type: T, dataLang: Lang) =>
          type === block.type
            ? Promise.resolve((block.i18n[lang] ?? {}) as Partial<BlockData<T>>)
            : data(type, dataLang);
        return services;
      },
    },
  };
}

/** The page each block shows on (the footer and contact details show on every page; the home page stands for them). */
const BLOCK_PAGES: Record<BlockType, string> = {
  home: '/index',
  advantages: '/index',
  footer: '/index',
  about: '/about-us',
  contact: '/contact-us',
  productPage: '/product',
  privacy: '/privacy',
};
