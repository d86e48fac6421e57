import type {
  AdminApplication,
  AdminBlockRecord,
  AdminDocument,
  AdminNews,
  AdminProduct,
  AdminProductCategory,
  AdminRecruit,
  ApplicationRecord,
  BlockData,
  BlockType,
  DocumentRecord,
  Lang,
  NewsDetail,
  ProductRecord,
  PublishedResource,
  RecruitRecord,
} from '@coresense/shared';
import type { SiteServices } from '@coresense/site/request-context';
import type { SitePage } from '../content-type.ts';
import { type JsonContentRecord, type JsonContentRegistry, jsonContentRecordOf } from '../json-content.ts';
import { PREVIEW_RESOURCES, type PreviewResource } from './preview-token.ts';

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
  recruit: RecordMapping<AdminRecruit, RecruitRecord>;
  documents: RecordMapping<AdminDocument, DocumentRecord>;
  /** The kit's types (`content/json-content.ts`): their public records derive from their definitions. */
  kit: {
    registry: JsonContentRegistry;
    admins: Readonly<Record<string, { get(id: number): Promise<KitRecord | undefined> }>>;
  };
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

/**
 * The site's services as objects of functions bound to the originals, so that a preview can
 * replace one of them without touching the services every other request reads.
 */
function delegating(base: SiteServices): SiteServices {
  return Object.fromEntries(
    Object.entries(base).map(([name, service]) => [name, boundMethods(service as object)]),
  ) as unknown as SiteServices;
}

function boundMethods(service: object): Record<string, unknown> {
  const methods: Record<string, unknown> = {};
  for (let level = service; level !== Object.prototype; level = Object.getPrototypeOf(level)) {
    for (const name of Object.getOwnPropertyNames(level)) {
      const value = (service as Record<string, unknown>)[name];
      if (name !== 'constructor' && !(name in methods) && typeof value === 'function')
        methods[name] = value.bind(service);
    }
  }
  return methods;
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
  const sources: Partial<Record<PreviewResource, PreviewSource>> = {
    ...kitSources(mappings),
    products: detailPage(mappings.pages.products, mappings.products, (services, id, record) => {
      services.products.detail = detailFor(id, record, services.products.detail);
    }),
    applications: detailPage(mappings.pages.applications, mappings.applications, (services, id, record) => {
      services.applications.detail = detailFor(id, record, services.applications.detail);
    }),
    recruit: detailPage(mappings.pages.recruit, mappings.recruit, (services, id, record) => {
      services.recruit.detail = detailFor(id, record, services.recruit.detail);
    }),
    documents: detailPage(mappings.pages.documents, mappings.documents, (services, id, record) => {
      services.documents.detail = detailFor(id, record, services.documents.detail);
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
  const missing = PREVIEW_RESOURCES.filter((resource) => !sources[resource]);
  if (missing.length) throw new Error(`no preview source for ${missing.join(', ')}`);
  return sources as Record<PreviewResource, PreviewSource>;
}

/** A kit type's public services on the site: a list, and a detail where it has a page of its own. */
interface KitSiteService {
  list(lang: Lang, paging: { pageNum: number; pageSize: number }): Promise<{ list: JsonContentRecord[] }>;
  detail(lang: Lang, id: number): Promise<JsonContentRecord | undefined>;
}
type KitRecord = Parameters<typeof jsonContentRecordOf>[1];

/**
 * The kit's types, each previewed where its definition's `sitePage` shows it: on a detail page
 * of its own, or first in the section of a page that lists several.
 */
function kitSources({ pages, kit }: PreviewMappings): Record<string, PreviewSource> {
  return Object.fromEntries(
    Object.entries(kit.registry).map(([name, spec]) => {
      const admin = kit.admins[name];
      if (!admin) throw new Error(`the kit type ${name} has no back-office service`);
      const mapping: RecordMapping<KitRecord, JsonContentRecord> = {
        current: (id) => admin.get(id),
        toPublic: (record, lang) => jsonContentRecordOf(spec, record, lang),
      };
      const page = pages[name as PublishedResource];
      const siteService = (services: SiteServices) =>
        (services as unknown as Record<string, KitSiteService>)[name] as KitSiteService;
      const source =
        page && 'section' in page
          ? listedFirst(page, mapping, siteService)
          : detailPage(page, mapping, (services, id, record) => {
              const service = siteService(services);
              service.detail = detailFor(id, record, service.detail);
            });
      return [name, source];
    }),
  );
}

/** A record shown in a section listing several (customer comments on the home page): the previewed one first. */
function listedFirst(
  page: SitePage,
  mapping: RecordMapping<KitRecord, JsonContentRecord>,
  siteService: (services: SiteServices) => KitSiteService,
): PreviewSource {
  return {
    validKey: isId,
    current: (key) => mapping.current(Number(key)),
    page: () => {
      const { path, section } = sectionPage(page);
      return { path, query: {}, section };
    },
    async overlay(base, snapshot, lang) {
      const record = await mapping.toPublic(snapshot as KitRecord, lang);
      const services = delegating(base);
      if (!record) return services;
      const service = siteService(services);
      const { list } = service;
      service.list = async (listLang, paging) => {
        const listed = await list(listLang, paging);
        if (paging.pageNum !== 1) return listed;
        const others = listed.list.filter((item) => item.id !== record.id);
        return { ...listed, list: [record, ...others].slice(0, paging.pageSize) };
      };
      return services;
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
