import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/migrations/column-types.ts';
import type { Database } from '../../db/schema.ts';

const FTS_TABLES = ['search_fts', 'search_words'] as const;

/**
 * SQLite's FTS5 tables of the site search (`search_fts`, trigrams; `search_words`, words), kept
 * a moment behind `search_index`: FTS5 writes a new segment of each table at every commit that
 * touches it, which made a product save with its re-index 1.4× as long. Writes to the index only
 * queue row ids (`search_fts_queue`, by the triggers of migration
 * `2026-11-29T4s-search-fts-one-queue`), and `flush` brings the queued ids' entries up to date,
 * for every save of the moment at once. Until then a search skips the queued ids' entries and
 * scans those rows' own keys (`SearchRepository`), so it sees each save at once: what
 * PostgreSQL's GIN indexes do with their pending list. On PostgreSQL every method does nothing.
 */
export class SearchFts {
  readonly #db: Kysely<Database>;
  readonly #sqlite: boolean;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#sqlite = !isPostgres(db as Kysely<unknown>);
  }

  /** Moves what is queued into the FTS tables, in a transaction of its own, when anything is. */
  async flush(): Promise<void> {
    if (!this.#sqlite) return;
    const { rows } = await sql<{
      queued: number;
    }>`select exists (select 1 from search_fts_queue) as queued`.execute(this.#db);
    if (!rows[0]?.queued) return;
    await this.#db.transaction().execute((trx) => this.flushIn(trx));
  }

  /**
   * The flush inside the caller's transaction: each queued id's old entries leave (an id the
   * tables never held changes nothing) and the rows still in the index enter; the queue is empty
   * after it.
   */
  async flushIn(trx: Kysely<Database>): Promise<void> {
    if (!this.#sqlite) return;
    for (const table of FTS_TABLES) {
      await sql`delete from ${sql.id(table)} where rowid in (select id from search_fts_queue)`.execute(trx);
    }
    await sql`insert into search_fts (rowid, trigram_key)
      select id, trigram_key from search_index where id in (select id from search_fts_queue)`.execute(trx);
    await sql`insert into search_words (rowid, words)
      select id, words from search_index where id in (select id from search_fts_queue)`.execute(trx);
    await sql`delete from search_fts_queue`.execute(trx);
  }

  /** Empties the FTS tables, before the whole index is written anew in the same transaction. */
  async clearIn(trx: Kysely<Database>): Promise<void> {
    if (!this.#sqlite) return;
    for (const table of FTS_TABLES) {
      await sql`insert into ${sql.id(table)} (${sql.id(table)}) values ('delete-all')`.execute(trx);
    }
    await sql`delete from search_fts_queue`.execute(trx);
  }
}
