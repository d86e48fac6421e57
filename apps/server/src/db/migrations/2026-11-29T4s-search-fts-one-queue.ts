import { type Kysely, sql } from 'kysely';
import { isPostgres } from './column-types.ts';

/*
 * SQLite only: the two queues of migration `2026-11-29T1s-search-fts-queue` become one,
 * `search_fts_queue`: the ids of `search_index` rows whose FTS entries may differ from the row
 * (written, rewritten or deleted since the last flush). The flush deletes each queued id's
 * entries and enters the text of those rows that still exist; deleting an id a contentless FTS5
 * table does not hold changes nothing. One queue is one page a save writes instead of two, and
 * the triggers no longer tell "pending" from "stale".
 */

const TRIGGERS = ['search_index_ai', 'search_index_ad', 'search_index_au'] as const;

// No `or ignore` in these bodies: the statement that fires them (an upsert) overrides it.
const queue = (id: 'new.id' | 'old.id') =>
  sql.raw(`insert into search_fts_queue (id) select ${id}
    where not exists (select 1 from search_fts_queue where id = ${id});`);

// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
async function dropTriggers(db: Kysely<any>): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await dropTriggers(db);
  await sql`create table search_fts_queue (id integer primary key)`.execute(db);
  await sql`insert into search_fts_queue (id)
    select id from search_fts_pending union select id from search_fts_stale`.execute(db);
  await sql`drop table search_fts_pending`.execute(db);
  await sql`drop table search_fts_stale`.execute(db);
  await sql`create trigger search_index_ai after insert on search_index begin ${queue('new.id')} end`.execute(
    db,
  );
  await sql`create trigger search_index_ad after delete on search_index begin ${queue('old.id')} end`.execute(
    db,
  );
  await sql`create trigger search_index_au after update of trigram_key, words on search_index
    when old.trigram_key is not new.trigram_key or old.words is not new.words
    begin ${queue('new.id')} end`.execute(db);
}

/** Back to two queues, by way of FTS tables brought up to date: both start empty. */
// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await dropTriggers(db);
  for (const table of ['search_fts', 'search_words']) {
    await sql`delete from ${sql.id(table)} where rowid in (select id from search_fts_queue)`.execute(db);
  }
  await sql`insert into search_fts (rowid, trigram_key)
    select id, trigram_key from search_index where id in (select id from search_fts_queue)`.execute(db);
  await sql`insert into search_words (rowid, words)
    select id, words from search_index where id in (select id from search_fts_queue)`.execute(db);
  await sql`drop table search_fts_queue`.execute(db);
  await sql`create table search_fts_pending (id integer primary key)`.execute(db);
  await sql`create table search_fts_stale (id integer primary key)`.execute(db);
  await sql`create trigger search_index_ai after insert on search_index begin
    insert into search_fts_pending (id) values (new.id);
  end`.execute(db);
  await sql`create trigger search_index_ad after delete on search_index begin
    insert into search_fts_stale (id) select old.id
      where not exists (select 1 from search_fts_pending where id = old.id)
        and not exists (select 1 from search_fts_stale where id = old.id);
    delete from search_fts_pending where id = old.id;
  end`.execute(db);
  await sql`create trigger search_index_au after update of trigram_key, words on search_index
    when old.trigram_key is not new.trigram_key or old.words is not new.words begin
    insert into search_fts_stale (id) select old.id
      where not exists (select 1 from search_fts_pending where id = old.id)
        and not exists (select 1 from search_fts_stale where id = old.id);
    insert into search_fts_pending (id) select new.id
      where not exists (select 1 from search_fts_pending where id = new.id);
  end`.execute(db);
}
