import type { DashboardAnalysis, Lang, PublishedResource } from '@coresense/shared';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { RegisteredContentType } from '../../content/content-type.ts';
import { langsOf } from '../../content/publication.ts';
import { latestVersions, SYSTEM_AUTHOR } from '../../content/versions.ts';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

/** The latest saves looked at for drafts: enough for a short list, bounded for a busy site. */
const DRAFT_CANDIDATES = 200;

export interface Draft {
  resource: PublishedResource;
  id: number;
  title: string;
  updateTime: string;
  author: { id: number; username: string; name: string };
}

/** The reads of the analysis and workplace dashboards that no other module already offers. */
export class DashboardRepository {
  readonly #db: Kysely<Database>;
  readonly #types: ReadonlyMap<PublishedResource, RegisteredContentType>;

  constructor(db: Kysely<Database>, types: readonly RegisteredContentType[]) {
    this.#db = db;
    this.#types = new Map(types.map((type) => [type.resource, type]));
  }

  /** Contact and product enquiries received in [start, end): their kind and time. */
  async enquiriesBetween(start: Date, end: Date): Promise<Array<{ kind: string; createdAt: string }>> {
    const rows = await this.#db
      .selectFrom('enquiries')
      .select(['kind', 'created_at'])
      .where('kind', 'in', ['contact', 'product'])
      .where('created_at', '>=', start.toISOString())
      .where('created_at', '<', end.toISOString())
      .execute();
    return rows.map((row) => ({ kind: row.kind, createdAt: toIso(row.created_at) }));
  }

  /** Product enquiries of [start, end) per product that still exists, most first. */
  async enquiriesPerProduct(start: Date, end: Date, limit: number): Promise<Map<number, number>> {
    const rows = await this.#db
      .selectFrom('enquiries as e')
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .select(['e.product_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('e.kind', '=', 'product')
      .where('e.created_at', '>=', start.toISOString())
      .where('e.created_at', '<', end.toISOString())
      .groupBy('e.product_id')
      .orderBy(sql`count(*)`, 'desc')
      .limit(limit)
      .execute();
    return new Map(rows.map((row) => [row.product_id as number, Number(row.count)]));
  }

  /** Sample requests of [start, end) per product that still exists, most first: a request naming two of its parts counts once. */
  async samplesPerProduct(start: Date, end: Date, limit: number): Promise<Map<number, number>> {
    const rows = await this.#db
      .selectFrom('enquiry_sample_parts as sp')
      .innerJoin('enquiries as e', 'e.id', 'sp.enquiry_id')
      .innerJoin('products as p', 'p.id', 'sp.product_id')
      .select([
        'sp.product_id',
        sql<number | string>`count(distinct ${sql.ref('sp.enquiry_id')})`.as('count'),
      ])
      .where('e.kind', '=', 'sample')
      .where('e.created_at', '>=', start.toISOString())
      .where('e.created_at', '<', end.toISOString())
      .groupBy('sp.product_id')
      .orderBy(sql`count(distinct ${sql.ref('sp.enquiry_id')})`, 'desc')
      .limit(limit)
      .execute();
    return new Map(rows.map((row) => [row.product_id as number, Number(row.count)]));
  }

  /**
   * The records the public sees now, by the keys of each type's `countedAs`: enabled, their
   * parent (a product's category) enabled too, and not in the trash.
   */
  async publishedCounts(): Promise<DashboardAnalysis['content']> {
    const counts: Record<string, number> = {};
    for (const type of this.#types.values()) {
      const { countedAs, parent, tableName } = type;
      if (countedAs === undefined) continue;
      const by = typeof countedAs === 'string' ? undefined : countedAs.column;
      const { rows } = await sql<{ kind: string | null; count: number | string }>`
        select ${by ? sql`r.${sql.ref(by)}` : sql`null`} as kind, count(*) as count
        from ${sql.table(tableName)} r
        ${parent ? sql`join ${sql.table(parent.table)} p on p.id = r.${sql.ref(parent.column)} and p.enabled = ${true}` : sql``}
        where r.enabled = ${true} and ${type.live('r.id')}
        ${by ? sql`group by r.${sql.ref(by)}` : sql``}
      `.execute(this.#db);
      const keyOf = (kind: string | null) =>
        typeof countedAs === 'string' ? countedAs : kind === null ? undefined : countedAs.keys[kind];
      for (const key of typeof countedAs === 'string' ? [countedAs] : Object.values(countedAs.keys))
        counts[key] = 0;
      for (const row of rows) {
        const key = keyOf(row.kind);
        if (key !== undefined) counts[key] = Number(row.count);
      }
    }
    return counts as DashboardAnalysis['content'];
  }

  /** Enquiries by status (of the inbox's every kind). */
  async enquiryStatusCounts(): Promise<Map<string, number>> {
    const rows = await this.#db
      .selectFrom('enquiries')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** How many records of each resource are hidden from the site (`enabled` false: the to-do `drafts:<resource>`). */
  async draftCounts(resources: readonly PublishedResource[]): Promise<Map<PublishedResource, number>> {
    const counts = new Map<PublishedResource, number>();
    for (const type of this.#types.values()) {
      if (!resources.includes(type.resource)) continue;
      const { rows } = await sql<{ count: number | string }>`
        select count(*) as count from ${sql.table(type.tableName)} r
        where r.enabled = ${false} and ${type.live('r.id')}
      `.execute(this.#db);
      counts.set(type.resource, Number(rows[0]?.count ?? 0));
    }
    return counts;
  }

  /**
   * The drafts of those resources (contract §10, §11): records whose latest version, whoever
   * saved it, is not public in some language it is written in, newest first, named in `lang`
   * where written.
   */
  async drafts(resources: readonly PublishedResource[], lang: Lang, limit: number): Promise<Draft[]> {
    if (resources.length === 0) return [];
    const latest = await latestVersions(this.#db, resources)
      .leftJoin('staff_users as u', 'u.id', 'v.author_id')
      .select([
        'v.resource',
        'v.record_key',
        'v.version',
        'v.snapshot',
        'v.created_at',
        'v.author_id',
        'v.author_username',
        'u.name',
      ])
      .where(
        sql<SqlBool>`not exists (select 1 from content_trash t where t.resource = v.resource and cast(t.record_id as text) = v.record_key)`,
      )
      .orderBy('v.created_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(DRAFT_CANDIDATES)
      .execute();
    if (latest.length === 0) return [];
    const published = await this.#db
      .selectFrom('content_publications')
      .select(['resource', 'record_key', 'lang', 'version'])
      .where('resource', 'in', [...new Set(latest.map((row) => row.resource))])
      .where('record_key', 'in', [...new Set(latest.map((row) => row.record_key))])
      .execute();
    const publishedVersion = new Map(
      published.map((row) => [`${row.resource}:${row.record_key}:${row.lang}`, row.version]),
    );
    const drafts: Draft[] = [];
    for (const row of latest) {
      const snapshot = JSON.parse(row.snapshot) as { i18n?: Partial<Record<Lang, unknown>> };
      const written = langsOf(snapshot);
      const pending = written.some(
        (each) => publishedVersion.get(`${row.resource}:${row.record_key}:${each}`) !== row.version,
      );
      if (!pending) continue;
      drafts.push({
        resource: row.resource as PublishedResource,
        id: Number(row.record_key),
        title:
          this.#types
            .get(row.resource as PublishedResource)
            ?.titleOf(snapshot.i18n ?? {}, [lang, ...written]) ?? '',
        updateTime: toIso(row.created_at),
        author:
          row.author_id === null
            ? { ...SYSTEM_AUTHOR }
            : {
                id: row.author_id,
                username: row.author_username ?? '',
                name: row.name ?? row.author_username ?? '',
              },
      });
      if (drafts.length === limit) break;
    }
    return drafts;
  }

  /** The database's size on disk, in bytes. */
  async sizeBytes(kind: 'sqlite' | 'postgres'): Promise<number> {
    const query =
      kind === 'postgres'
        ? sql<{ size: number | string }>`select pg_database_size(current_database()) as size`
        : sql<{
            size: number | string;
          }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`;
    const { rows } = await query.execute(this.#db);
    return Number(rows[0]?.size ?? 0);
  }
}
