import {
  type AuditLogEntry,
  auditLogListQuery,
  type DashboardAnalysis,
  type DashboardMonitor,
  type DashboardWorkplace,
  type Lang,
  type PublishedResource,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { RegisteredContentType } from '../../content/content-type.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { combineSnapshots, type MetricsSnapshot } from '../../lib/request-metrics.ts';
import { addDays, dayIn, daysFrom, startOfDay } from '../../lib/site-day.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { ProductRepository } from '../products/products.repository.ts';
import type { SearchService } from '../search/search.service.ts';
import { PRODUCT_DETAIL_PREFIX } from '../stats/site-paths.ts';
import type { StatsService } from '../stats/stats.service.ts';
import { DashboardRepository } from './dashboard.repository.ts';

/** The default range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** The longest range a request may ask for: a year and a day (a leap year included). */
const MAX_DAYS = 366;
const TOP = 10;
const RECENT = 10;

/** Every process's figures of the last five minutes (one process, or the cluster's workers). */
export interface ProcessFigures {
  uptimeSeconds: number;
  /** One snapshot per process that serves requests. */
  snapshots: MetricsSnapshot[];
  /** Memory of processes that serve none (the cluster primary). */
  otherMemory: { rss: number; heapUsed: number };
}

/** Who asks: the workplace shows what they may read. */
export interface DashboardReader {
  id: number;
  authorities: ReadonlySet<string>;
}

export class DashboardService {
  readonly #db: Kysely<Database>;
  readonly #repository: DashboardRepository;
  readonly #stats: StatsService;
  readonly #search: SearchService;
  readonly #auditLog: AuditLogService;
  readonly #databaseKind: 'sqlite' | 'postgres';
  readonly #draftResources: readonly PublishedResource[];

  constructor(
    db: Kysely<Database>,
    deps: {
      stats: StatsService;
      search: SearchService;
      auditLog: AuditLogService;
      databaseKind: 'sqlite' | 'postgres';
      /** The content types whose drafts and published records the dashboards show (`src/content-types.ts`). */
      contentTypes: readonly RegisteredContentType[];
    },
  ) {
    this.#db = db;
    this.#repository = new DashboardRepository(db, deps.contentTypes);
    this.#draftResources = deps.contentTypes.map((type) => type.resource);
    this.#stats = deps.stats;
    this.#search = deps.search;
    this.#auditLog = deps.auditLog;
    this.#databaseKind = deps.databaseKind;
  }

  /** The days asked for, checked: `from` ≤ `to`, at most a year; defaults to the last 30 days. */
  range(query: { from?: string; to?: string }): { from: string; to: string } {
    const to = query.to ?? dayIn(this.#stats.timeZone);
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (from > to) throw invalidField('from', 'endBeforeStart');
    if (from < addDays(to, -(MAX_DAYS - 1))) throw invalidField('from', 'invalidValue');
    return { from, to };
  }

  /**
   * The figures of a range. Enquiry counts are part of them for every `dashboard:read` holder, as
   * contract §11 shapes the answer; the page shows them only to readers of the enquiries.
   */
  async analysis(query: { from?: string; to?: string }, lang: Lang): Promise<DashboardAnalysis> {
    const { from, to } = this.range(query);
    const timeZone = this.#stats.timeZone;
    const start = startOfDay(from, timeZone);
    const end = startOfDay(addDays(to, 1), timeZone);
    // This process's counts of the last seconds are stored first, so the figures include them.
    await this.#stats.flush();
    const stats = this.#stats.repository;
    const [enquiries, perProduct, samples, views, topPages, productPages, downloads, content] =
      await Promise.all([
        this.#repository.enquiriesBetween(start, end),
        this.#repository.enquiriesPerProduct(start, end, TOP),
        this.#repository.samplesPerProduct(start, end, TOP),
        stats.viewsPerDay(from, to),
        stats.topPages(from, to, TOP),
        // Every product page of the range: a product with few enquiries may still be much viewed.
        stats.topPages(from, to, 1000, PRODUCT_DETAIL_PREFIX),
        stats.topDownloads(from, to, TOP),
        this.#repository.publishedCounts(),
      ]);

    const days = daysFrom(from, to);
    const enquiryDays = new Map(days.map((date) => [date, { date, contact: 0, product: 0 }]));
    for (const enquiry of enquiries) {
      const day = enquiryDays.get(dayIn(timeZone, new Date(enquiry.createdAt)));
      if (day) day[enquiry.kind as 'contact' | 'product'] += 1;
    }
    const viewDays = new Map(days.map((date) => [date, { date, zh_CN: 0, en_US: 0 }]));
    for (const row of views) {
      const day = viewDays.get(row.day);
      if (day && (row.lang === 'zh_CN' || row.lang === 'en_US')) day[row.lang] += row.views;
    }

    const productViews = new Map<number, number>();
    for (const page of productPages) {
      productViews.set(Number(page.path.slice(PRODUCT_DETAIL_PREFIX.length)), page.views);
    }
    const candidates = new Set([...perProduct.keys(), ...samples.keys(), ...productViews.keys()]);
    const names = await new ProductRepository(this.#db).names([...candidates], lang);
    const topProducts = [...candidates]
      .filter((id) => names.has(id))
      .map((productId) => ({
        productId,
        name: names.get(productId) ?? '',
        enquiries: perProduct.get(productId) ?? 0,
        samples: samples.get(productId) ?? 0,
        views: productViews.get(productId) ?? 0,
      }))
      .sort(
        (a, b) =>
          b.enquiries + b.samples - (a.enquiries + a.samples) ||
          b.views - a.views ||
          a.productId - b.productId,
      )
      .slice(0, TOP);

    return {
      timeZone,
      enquiries: { total: enquiries.length, perDay: [...enquiryDays.values()] },
      topProducts,
      pageViews: {
        total: views.reduce((sum, row) => sum + row.views, 0),
        perDay: [...viewDays.values()],
        topPages,
      },
      downloads,
      content,
      searches: await this.#search.week(to),
    };
  }

  async monitor(figures: ProcessFigures): Promise<DashboardMonitor> {
    const combined = combineSnapshots(figures.snapshots);
    return {
      uptimeSeconds: Math.floor(figures.uptimeSeconds),
      processes: Math.max(1, figures.snapshots.length),
      memory: {
        rss: combined.memory.rss + figures.otherMemory.rss,
        heapUsed: combined.memory.heapUsed + figures.otherMemory.heapUsed,
      },
      requests: combined.requests,
      cache: combined.cache,
      database: { kind: this.#databaseKind, sizeBytes: await this.#repository.sizeBytes(this.#databaseKind) },
    };
  }

  async workplace(reader: DashboardReader, lang: Lang): Promise<DashboardWorkplace> {
    const may = (authority: string) => reader.authorities.has(authority);
    const readable = this.#draftResources.filter((resource) => may(`${resource}:read`));
    const [statuses, draftCounts, drafts, recent] = await Promise.all([
      may('enquiries:read') ? this.#repository.enquiryStatusCounts() : undefined,
      this.#repository.draftCounts(readable),
      this.#repository.drafts(readable, lang, RECENT),
      this.#recent(reader, may('audit-log:read')),
    ]);
    const todos: DashboardWorkplace['todos'] = [];
    if (statuses) {
      todos.push(
        { kind: 'newEnquiries', count: statuses.get('new') ?? 0, link: '/admin/enquiries?status=new' },
        { kind: 'openEnquiries', count: statuses.get('read') ?? 0, link: '/admin/enquiries?status=read' },
      );
    }
    for (const [resource, count] of draftCounts) {
      if (count > 0) todos.push({ kind: `drafts:${resource}`, count, link: `/admin/${resource}` });
    }
    return { todos, recent, drafts };
  }

  /** Everyone's latest entries for holders of audit-log:read; the reader's own for the others. */
  async #recent(reader: DashboardReader, everyone: boolean): Promise<AuditLogEntry[]> {
    // Parsed like a request's query, so the list's defaults (newest first) apply.
    const query = auditLogListQuery.parse({
      pageSize: String(RECENT),
      ...(everyone ? {} : { userId: String(reader.id) }),
    });
    return (await this.#auditLog.list(query)).list;
  }
}
