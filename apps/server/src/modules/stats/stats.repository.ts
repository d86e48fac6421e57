import type { Lang } from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import type { RecordTableName } from '../../content/bilingual-table.ts';
import type { Database } from '../../db/schema.ts';

export interface PageViewKey {
  day: string;
  path: string;
  lang: Lang;
}

export interface DownloadKey {
  day: string;
  fileId: number;
}

/** Rows per statement: well under SQLite's limit of bound values. */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

/** The table holding the records each detail page (`path?id=N`) shows, by the page's path. */
export type DetailTables = ReadonlyMap<string, RecordTableName>;

/**
 * Which of `paths` (as `countedPath` makes them) name a page that exists: every page that is not
 * a record's, and a record's detail page while the record exists.
 */
async function existingDetailPaths(
  db: Kysely<Database>,
  detailTables: DetailTables,
  paths: readonly string[],
): Promise<(path: string) => boolean> {
  const idsByTable = new Map<RecordTableName, Set<number>>();
  const detailOf = (path: string) => {
    const [pathname, query = ''] = path.split('?');
    const table = detailTables.get(pathname ?? '');
    return table && { table, id: Number(new URLSearchParams(query).get('id')) };
  };
  for (const path of paths) {
    const detail = detailOf(path);
    if (detail) idsByTable.set(detail.table, (idsByTable.get(detail.table) ?? new Set()).add(detail.id));
  }
  const existing = new Set<string>();
  for (const [table, ids] of idsByTable) {
    for (const part of chunks([...ids])) {
      const rows = await db.selectFrom(table).select('id').where('id', 'in', part).execute();
      for (const row of rows) existing.add(`${table}:${row.id}`);
    }
  }
  return (path) => {
    const detail = detailOf(path);
    return !detail || existing.has(`${detail.table}:${detail.id}`);
  };
}

/** Day-by-day counts of page views and downloads, added to and summed over ranges of days. */
export class StatsRepository {
  readonly #db: Kysely<Database>;
  readonly #detailTables: DetailTables;

  constructor(db: Kysely<Database>, detailTables: DetailTables) {
    this.#db = db;
    this.#detailTables = detailTables;
  }

  /**
   * Adds counts to the stored ones (rows made as needed), all in one transaction. A detail page
   * of a record that does not exist is dropped: a beacon cannot fill the table with made-up ids.
   */
  async addPageViews(rows: Array<{ key: PageViewKey; count: number }>): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const known = await existingDetailPaths(
        trx,
        this.#detailTables,
        rows.map(({ key }) => key.path),
      );
      for (const part of chunks(rows.filter(({ key }) => known(key.path)))) {
        await trx
          .insertInto('page_views')
          .values(
            part.map(({ key, count }) => ({ day: key.day, path: key.path, lang: key.lang, views: count })),
          )
          .onConflict((conflict) =>
            conflict
              .columns(['day', 'path', 'lang'])
              .doUpdateSet({ views: (eb) => eb('page_views.views', '+', eb.ref('excluded.views')) }),
          )
          .execute();
      }
    });
  }

  async addDownloads(rows: Array<{ key: DownloadKey; count: number }>): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(rows)) {
        await trx
          .insertInto('download_counts')
          .values(part.map(({ key, count }) => ({ day: key.day, file_id: key.fileId, downloads: count })))
          .onConflict((conflict) =>
            conflict.columns(['day', 'file_id']).doUpdateSet({
              downloads: (eb) => eb('download_counts.downloads', '+', eb.ref('excluded.downloads')),
            }),
          )
          .execute();
      }
    });
  }

  async viewsPerDay(from: string, to: string): Promise<Array<{ day: string; lang: string; views: number }>> {
    const rows = await this.#db
      .selectFrom('page_views')
      .select(['day', 'lang', (eb) => eb.fn.sum<number | string>('views').as('views')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['day', 'lang'])
      .execute();
    return rows.map((row) => ({ day: row.day, lang: row.lang, views: Number(row.views) }));
  }

  /**
   * The most viewed pages of the range; `pathPrefix` (a constant of the code, holding no LIKE
   * wildcard) narrows them to one kind of page, such as the products' detail pages.
   */
  async topPages(
    from: string,
    to: string,
    limit: number,
    pathPrefix?: string,
  ): Promise<Array<{ path: string; views: number }>> {
    let query = this.#db
      .selectFrom('page_views')
      .select(['path', (eb) => eb.fn.sum<number | string>('views').as('views')])
      .where('day', '>=', from)
      .where('day', '<=', to);
    if (pathPrefix) query = query.where('path', 'like', `${pathPrefix}%`);
    const rows = await query
      .groupBy('path')
      .orderBy(sql`sum(views)`, 'desc')
      .orderBy('path')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
  }

  /** The most downloaded files of the range that still exist, with their names. */
  async topDownloads(
    from: string,
    to: string,
    limit: number,
  ): Promise<Array<{ fileId: number; name: string; count: number }>> {
    const rows = await this.#db
      .selectFrom('download_counts as d')
      .innerJoin('files as f', 'f.id', 'd.file_id')
      .select(['d.file_id', 'f.name', (eb) => eb.fn.sum<number | string>('d.downloads').as('count')])
      .where('d.day', '>=', from)
      .where('d.day', '<=', to)
      .groupBy(['d.file_id', 'f.name'])
      .orderBy(sql`sum(d.downloads)`, 'desc')
      .orderBy('d.file_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ fileId: row.file_id, name: row.name, count: Number(row.count) }));
  }
}
