import { type Kysely, sql } from 'kysely';
import { columnTypes, isPostgres } from './column-types.ts';

/*
 * The site search's index (contract §9) and its weekly counts. Text is matched by "contains" on
 * a folded key column, made fast by a trigram index of the key's words that are not plain English
 * words (`trigram_key`: part numbers, Chinese text): SQLite's FTS5 trigram table (kept by
 * triggers), PostgreSQL's pg_trgm. Neither speeds up a query shorter than three
 * characters, and intersecting the trigrams of a common English word is slow: an English word and
 * a Chinese word of one or two characters (`温度`) are looked up in a word index instead (`words`,
 * the key's words and its one- and two-character CJK pieces: FTS5 unicode61, PostgreSQL full
 * text). Other short words scan the key column, which holds only what is published. The rows are
 * written by the application (`modules/search`): at start, when `search_index_state` names
 * another build than the code's, the index is rebuilt from the live content (the first start
 * after this migration fills it).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await types
    .withId(db.schema.createTable('search_index'))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('trigram_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('words', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('codes', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_index_record', ['resource', 'record_id', 'lang'])
    .execute();
  await db.schema
    .createIndex('search_index_lang_type')
    .on('search_index')
    .columns(['lang', 'type'])
    .execute();
  if (isPostgres(db)) {
    const available = await sql<{ name: string }>`
      select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index search_index_trigram on search_index using gin (trigram_key gin_trgm_ops)`.execute(
        db,
      );
    }
    await sql`create index search_index_words on search_index using gin (to_tsvector('simple', words))`.execute(
      db,
    );
  } else {
    // Contentless with deletes: a row leaves by its id, without its old text tokenized again. The
    // word index answers whether a row holds a word (or a word's start), never where: no positions.
    await sql`create virtual table search_fts using fts5(
      trigram_key, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql`create virtual table search_words using fts5(
      words, content='', contentless_delete=1, detail=none, tokenize='unicode61')`.execute(db);
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
  await db.schema
    .createTable('search_index_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('search_index_state').values({ id: 1, version: 0 }).execute();
  await db.schema
    .createTable('search_counts')
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull())
    .addColumn('zero_results', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_counts_pk', ['week', 'query'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_counts').execute();
  await db.schema.dropTable('search_index_state').execute();
  if (!isPostgres(db)) {
    await sql`drop table search_words`.execute(db);
    await sql`drop table search_fts`.execute(db);
  }
  await db.schema.dropTable('search_index').execute();
}
