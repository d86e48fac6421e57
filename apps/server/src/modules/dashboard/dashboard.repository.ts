import type { DashboardAnalysis, Lang } from '@coresense/shared';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { titleIn } from '../../content/bilingual-table.ts';
import { langsOf } from '../../content/publication.ts';

import { notInTrash } from '../../content/trash/trash.repository.ts';
import { latestVersions, SYSTEM_AUTHOR } from '../../content/versions.ts';

import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

/** The latest saves looked at for drafts: enough for a short list, bounded for a busy site. */
const DRAFT_CANDIDATES = 200;

/** The bilingual resources a draft can be of, and the tables of their records (switched off ones counted). */
const DRAFT_SOURCES = [
  { resource: 'products', table: 'products' },
  { resource: 'product-categories', table: 'product_categories' },
  { resource: 'applications', table: 'applications' },
  { resource: 'news', table: 'news' },
  { resource: 'investor', table: 'investor_items' },
  { resource: 'recruit', table: 'recruits' },
  { resource: 'comments', table: 'comments' },
] as const;

export type DraftResource = (typeof DRAFT_SOURCES)[number]['resource'];
export const DRAFT_RESOURCES: readonly DraftResource[] = DRAFT_SOURCES.map((source) => source.resource);

export interface Draft {
  resource: DraftResource;
  id: number;
  title: string;
  updateTime: string;
  author: { id: number; username: string; name: string };
}

/** The reads of the analysis and workplace dashboards that no other module already offers. */
export class DashboardRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
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

  /** Published records now, as the public site counts them. */
  async publishedCounts(): Promise<DashboardAnalysis['content']> {
    const db = this.#db;
    const count = async (query: Promise<{ count: number | string } | undefined>) =>
      Number((await query)?.count ?? 0);
    const [products, news, activities, applications, investor, recruit, comments] = await Promise.all([
      count(
        db
          .selectFrom('products as p')
          .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('p.enabled', '=', true)
          .where('c.enabled', '=', true)
          .where(notInTrash('products', 'p.id'))
          .executeTakeFirst(),
      ),
      ...(['news', 'activity'] as const).map((type) =>
        count(
          db
            .selectFrom('news')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('enabled', '=', true)
            .where('type', '=', type)
            .where(notInTrash('news', 'news.id'))
            .executeTakeFirst(),
        ),
      ),
      ...(
        [
          ['applications', 'applications'],
          ['investor_items', 'investor'],
          ['recruits', 'recruit'],
          ['comments', 'comments'],
        ] as const
      ).map(([table, resource]) =>
        count(
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('enabled', '=', true)
            .where(notInTrash(resource, `${table}.id`))
            .executeTakeFirst(),
        ),
      ),
    ]);
    return {
      products: products ?? 0,
      news: news ?? 0,
      activities: activities ?? 0,
      applications: applications ?? 0,
      investor: investor ?? 0,
      recruit: recruit ?? 0,
      comments: comments ?? 0,
    };
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
  async draftCounts(resources: readonly DraftResource[]): Promise<Map<DraftResource, number>> {
    const counts = new Map<DraftResource, number>();
    for (const source of DRAFT_SOURCES.filter((each) => resources.includes(each.resource))) {
      const { rows } = await sql<{ count: number | string }>`
        select count(*) as count from ${sql.table(source.table)}
        where ${sql.ref('enabled')} = ${false} and ${notInTrash(source.resource, `${source.table}.id`)}
      `.execute(this.#db);
      counts.set(source.resource, Number(rows[0]?.count ?? 0));
    }
    return counts;
  }

  /**
   * The drafts of those resources (contract §10, §11): records whose latest version, whoever
   * saved it, is not public in some language it is written in, newest first, named in `lang`
   * where written.
   */
  async drafts(resources: readonly DraftResource[], lang: Lang, limit: number): Promise<Draft[]> {
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
        resource: row.resource as DraftResource,
        id: Number(row.record_key),
        title: titleIn(snapshot.i18n ?? {}, [lang, ...written]),
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
