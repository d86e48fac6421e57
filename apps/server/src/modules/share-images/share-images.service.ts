import { createHash } from 'node:crypto';
import type { Lang } from '@coresense/shared';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
import type { ApplicationService } from '../applications/applications.service.ts';
import type { FileService } from '../files/files.service.ts';
import type { NewsService } from '../news/news.service.ts';
import type { ProductService } from '../products/products.service.ts';
import { renderShareImage, type ShareCard } from './share-image.ts';

export const SHARE_KINDS = ['product', 'news', 'application'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export interface ShareImage {
  bytes: Buffer;
  /** Changes whenever what the image is drawn from changes. */
  etag: string;
}

/** What a page's card is drawn from, with the time its record last changed. */
interface Source {
  card: Omit<ShareCard, 'cover'>;
  cover?: string;
  updated: string;
}

/** Drawn images kept in memory; an entry is about 50–150 KB. */
const CACHE_ENTRIES = 200;

/**
 * Asked before a drawing that no cache holds: `false` refuses it. A client naming many records
 * (or a catalogue larger than the cache) otherwise turns every request into a drawing.
 */
export type DrawAllowance = () => Promise<boolean>;
const MEDIA_URL = /^\/media\/(\d+)\//;

/**
 * The share image of the site and of each published product, article and application, drawn
 * on first request and kept in a bounded in-memory cache. The cache key holds the record's
 * update time, so an edit is drawn anew on the next request and the old picture ages out.
 */
export class ShareImageService {
  readonly #cache = new LRUCache<string, Promise<ShareImage>>({ max: CACHE_ENTRIES });
  readonly #products: ProductService;
  readonly #news: NewsService;
  readonly #applications: ApplicationService;
  readonly #files: FileService;

  constructor(deps: {
    products: ProductService;
    news: NewsService;
    applications: ApplicationService;
    files: FileService;
  }) {
    this.#products = deps.products;
    this.#news = deps.news;
    this.#applications = deps.applications;
    this.#files = deps.files;
  }

  /** The site-wide image: name and tagline. */
  site(lang: Lang): Promise<ShareImage> {
    const t = SITE_MESSAGES[lang];
    return this.#cached(`site:${lang}:`, {
      card: { label: t['site.name'], title: t['site.tagline'], subtitle: t['site.description'] },
      updated: '',
    });
  }

  /**
   * Undefined when the record is not published (any more); a `RATE_LIMITED` error when the
   * image must be drawn and `mayDraw` refuses.
   */
  async of(kind: ShareKind, id: number, lang: Lang, mayDraw: DrawAllowance): Promise<ShareImage | undefined> {
    const source = await this.#source(kind, id, lang);
    if (!source) return undefined;
    const key = `${kind}:${id}:${lang}:${source.updated}`;
    if (!this.#cache.has(key) && !(await mayDraw())) throw new AppError('RATE_LIMITED');
    return this.#cached(key, source);
  }

  async #source(kind: ShareKind, id: number, lang: Lang): Promise<Source | undefined> {
    const label = SITE_MESSAGES[lang]['site.name'];
    if (kind === 'product') {
      const record = await this.#products.detail(lang, id);
      if (!record) return undefined;
      const { content } = record;
      return {
        card: {
          label,
          title: content.name || content.model,
          subtitle: [content.model, content.category].filter(Boolean).join(' · '),
        },
        cover: content.cover,
        updated: record.updateTime,
      };
    }
    if (kind === 'news') {
      const item = await this.#news.detail(lang, id);
      if (!item) return undefined;
      return {
        card: { label, title: item.title, subtitle: item.summary },
        cover: item.cover,
        updated: item.updateTime,
      };
    }
    const record = await this.#applications.detail(lang, id);
    if (!record) return undefined;
    const { content } = record;
    return {
      card: { label, title: content.title, subtitle: content.summary },
      cover: content.cover,
      updated: record.updateTime,
    };
  }

  /** `key` names the record, language and update time: the image it draws. */
  #cached(versioned: string, source: Source): Promise<ShareImage> {
    const hit = this.#cache.get(versioned);
    if (hit) return hit;
    const drawing = this.#draw(source).then((bytes) => ({
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`,
    }));
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => this.#cache.peek(versioned) === drawing && this.#cache.delete(versioned));
    this.#cache.set(versioned, drawing);
    return drawing;
  }

  async #draw(source: Source): Promise<Buffer> {
    return renderShareImage({ ...source.card, cover: await this.#coverBytes(source.cover) });
  }

  /**
   * A raster cover on this site's media address, if it is still published; other pictures are
   * left out. An SVG is not drawn: its rendering cost has no bound (nested `<use>` and filters
   * took 9 s of processor time per image in the security review, S-10).
   */
  async #coverBytes(url: string | undefined): Promise<Buffer | undefined> {
    const id = url ? MEDIA_URL.exec(url)?.[1] : undefined;
    if (!id) return undefined;
    const file = await this.#files.findPublic(Number(id));
    if (!file?.mime.startsWith('image/') || file.mime === 'image/svg+xml') return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.#files.read(file)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
