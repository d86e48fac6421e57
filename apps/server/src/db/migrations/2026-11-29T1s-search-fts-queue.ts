import { type Kysely, sql } from 'kysely';
import { isPostgres } from './column-types.ts';

/*
 * SQLite only: the site search's FTS5 tables leave the save's transaction. FTS5 writes a new
 * segment of each table at every commit that touched it, which made a product save with its
 * re-index 1.4× as long as without (issue 25 asks ≤ 1.2×). A write to `search_index` now only
 * queues its row id: `search_fts_pending` (rows whose text is not yet in the FTS tables, which
 * searches match by scanning their few keys instead) and `search_fts_stale` (rows deleted or
 * written over, whose old text the FTS tables still hold: searches skip it, since a deleted row's
 * id is never reused and a row written over is pending). The application moves the queues into the FTS tables within
 * a second, in one transaction, for all the saves of that second (`modules/search/search-fts.ts`):
 * what PostgreSQL's GIN indexes do with their pending list.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create table search_fts_pending (id integer primary key)`.execute(db);
  await sql`create table search_fts_stale (id integer primary key)`.execute(db);
  for (const trigger of ['search_index_ai', 'search_index_ad', 'search_index_au']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  // No `or ignore` in these bodies: the statement that fires them (an upsert) overrides it.
  await sql`create trigger search_index_ai after insert on search_index begin
    insert into search_fts_pending (id) values (new.id);
  end`.execute(db);
  // A row replaced before it reached the FTS tables leaves nothing there to delete.
  await sql`create trigger search_index_ad after delete on search_index begin
    insert into search_fts_stale (id) select old.id
      where not exists (select 1 from search_fts_pending where id = old.id)
        and not exists (select 1 from search_fts_stale where id = old.id);
    delete from search_fts_pending where id = old.id;
  end`.execute(db);
  // A row written over keeps its id: its old text leaves the FTS tables and its new text enters
  // them at the flush, and until then searches read it among the queued rows.
  await sql`create trigger search_index_au after update of trigram_key, words on search_index
    when old.trigram_key is not new.trigram_key or old.words is not new.words begin
    insert into search_fts_stale (id) select old.id
      where not exists (select 1 from search_fts_pending where id = old.id)
        and not exists (select 1 from search_fts_stale where id = old.id);
    insert into search_fts_pending (id) select new.id
      where not exists (select 1 from search_fts_pending where id = new.id);
  end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const trigger of ['search_index_ai', 'search_index_ad', 'search_index_au']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`insert into search_fts(rowid, trigram_key) select id, trigram_key
    from search_index where id in (select id from search_fts_pending)`.execute(db);
  await sql`insert into search_words(rowid, words) select id, words
    from search_index where id in (select id from search_fts_pending)`.execute(db);
  await sql`delete from search_fts where rowid in (select id from search_fts_stale)`.execute(db);
  await sql`delete from search_words where rowid in (select id from search_fts_stale)`.execute(db);
  await sql`drop table search_fts_stale`.execute(db);
  await sql`drop table search_fts_pending`.execute(db);
  await sql`create trigger search_index_ai after insert on search_index begin
    insert into search_fts(rowid, trigram_key) values (new.id, new.trigram_key);
    insert into search_words(rowid, words) values (new.id, new.words);
  end`.execute(db);
  await sql`create trigger search_index_ad after delete on search_index begin
    delete from search_fts where rowid = old.id;
    delete from search_words where rowid = old.id;
  end`.execute(db);
  await sql`create trigger search_index_au after update on search_index begin
    delete from search_fts where rowid = old.id;
    delete from search_words where rowid = old.id;
    insert into search_fts(rowid, trigram_key) values (new.id, new.trigram_key);
    insert into search_words(rowid, words) values (new.id, new.words);
  end`.execute(db);
}
