import type { Lang, SearchCount, SiteSearchType } from '@coresense/shared';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../../db/migrations/column-types.ts';
import { containsPattern } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { compact } from '../../lib/text-keys.ts';
import { isCodeLike, queryTerms, wordLookup } from './search-text.ts';

/** A hit as the index stores it, before its summary is cut. */
export interface IndexedHit {
  type: SiteSearchType;
  record_id: number;
  url: string;
  title: string;
  body: string;
}

export interface SearchPage {
  rows: IndexedHit[];
  counts: Partial<Record<SiteSearchType, number>>;
}

/**
 * Among hits that match alike, what an engineer looks for first: products, then applications and
 * documents, then the rest (`温度` lists the temperature sensors before their datasheets).
 */
const TYPE_PRIORITY: readonly SiteSearchType[] = [
  'product',
  'application',
  'document',
  'news',
  'activity',
  'investor',
  'recruit',
];
const TYPE_ORDER = sql`case s.type ${sql.join(
  TYPE_PRIORITY.map((type, rank) => sql`when ${sql.lit(type)} then ${sql.lit(rank)}`),
  sql` `,
)} end`;

/** Trigrams start at three characters: a shorter word scans the key column instead of the trigram index. */
const TRIGRAM = 3;

/** `%`, `_` and `\` taken literally, in a pattern that `like … escape '\'` reads. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The site search's reads of its index: which rows of a language contain every word of a query
 * (or its part number, written without separators), ranked: an exact part number or model
 * first, then hits whose title holds the query, then the rest, newest first.
 */
export class SearchRepository {
  readonly #db: Kysely<Database>;
  readonly #postgres: boolean;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#postgres = isPostgres(db as Kysely<unknown>);
  }

  /** A page of hits of `type` (every type when absent) and the hits per type. */
  async search(lang: Lang, query: string, type: SiteSearchType | undefined, offset: number, limit: number) {
    const counted = await this.#matching(lang, query)
      .select(['s.type', (eb) => eb.fn.countAll<number | string>().as('hits')])
      .groupBy('s.type')
      .execute();
    const counts: Partial<Record<SiteSearchType, number>> = {};
    for (const row of counted) counts[row.type as SiteSearchType] = Number(row.hits);
    const total = type ? (counts[type] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
    const rows =
      total > offset ? await this.#ranked(lang, query, type).offset(offset).limit(limit).execute() : [];
    return { rows: rows as IndexedHit[], counts, total };
  }

  /** The best `limit` hits' titles and pages. */
  async suggest(lang: Lang, query: string, limit: number): Promise<IndexedHit[]> {
    return (await this.#ranked(lang, query, undefined).limit(limit).execute()) as IndexedHit[];
  }

  /** The week's most frequent searches, and those of them that found nothing. */
  async topSearches(
    week: string,
    limit: number,
  ): Promise<{ top: SearchCount[]; zeroResults: SearchCount[] }> {
    const base = this.#db.selectFrom('search_counts').where('week', '=', week);
    const [top, zero] = await Promise.all([
      base.select(['query', 'searches']).orderBy('searches', 'desc').orderBy('query').limit(limit).execute(),
      base
        .select(['query', 'zero_results as searches'])
        .where('zero_results', '>', 0)
        .orderBy('zero_results', 'desc')
        .orderBy('query')
        .limit(limit)
        .execute(),
    ]);
    const numbers = (rows: SearchCount[]) =>
      rows.map((row) => ({ query: row.query, searches: Number(row.searches) }));
    return { top: numbers(top), zeroResults: numbers(zero) };
  }

  /** Adds counted searches of a week to the stored ones. */
  async addSearches(rows: ReadonlyArray<{ week: string; query: string; searches: number; zero: number }>) {
    // One row per week and text: PostgreSQL refuses an upsert that meets the same row twice.
    const merged = new Map<string, { week: string; query: string; searches: number; zero_results: number }>();
    for (const row of rows) {
      const key = `${row.week}\n${row.query}`;
      const sum = merged.get(key) ?? { week: row.week, query: row.query, searches: 0, zero_results: 0 };
      sum.searches += row.searches;
      sum.zero_results += row.zero;
      merged.set(key, sum);
    }
    if (merged.size === 0) return;
    await this.#db
      .insertInto('search_counts')
      .values([...merged.values()])
      .onConflict((conflict) =>
        conflict.columns(['week', 'query']).doUpdateSet({
          searches: (eb) => eb('search_counts.searches', '+', eb.ref('excluded.searches')),
          zero_results: (eb) => eb('search_counts.zero_results', '+', eb.ref('excluded.zero_results')),
        }),
      )
      .execute();
  }

  #ranked(lang: Lang, query: string, type: SiteSearchType | undefined) {
    const terms = queryTerms(query);
    const exact = `% ${literal(compact(query))} %`;
    const inTitle = terms.map((term) => sql<SqlBool>`s.title_key like ${`%${literal(term)}%`} escape '\\'`);
    let ranked = this.#matching(lang, query)
      .select(['s.type', 's.record_id', 's.url', 's.title', 's.body'])
      .orderBy(
        sql`case when s.codes like ${exact} escape '\\' then 0 when ${sql.join(inTitle, sql` and `)} then 1 else 2 end`,
      )
      .orderBy(TYPE_ORDER)
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.id', 'desc');
    if (type) ranked = ranked.where('s.type', '=', type);
    return ranked;
  }

  /** The rows of `lang` that contain every word of the query, or its part number without separators. */
  #matching(lang: Lang, query: string) {
    const terms = queryTerms(query);
    const whole = compact(query);
    const every = sql.join(
      terms.map((term) => this.#contains(term)),
      sql` and `,
    );
    const found =
      isCodeLike(query) && !terms.includes(whole)
        ? sql<SqlBool>`((${every}) or ${this.#contains(whole)})`
        : every;
    return this.#db
      .selectFrom('search_index as s')
      .where('s.lang', '=', lang)
      .where(found as Expression<SqlBool>);
  }

  /** Whether the row's key contains `term`: through the trigram index where the term is long enough for it. */
  #contains(term: string): RawBuilder<SqlBool> {
    const lookup = wordLookup(term);
    if (lookup) {
      if (this.#postgres) {
        const query =
          lookup === 'prefix'
            ? sql`to_tsquery('simple', ${`${term}:*`})`
            : sql`plainto_tsquery('simple', ${term})`;
        return sql<SqlBool>`to_tsvector('simple', s.words) @@ ${query}`;
      }
      return lookup === 'prefix'
        ? this.#inFts('search_words', `"${term}"*`, sql`instr(' ' || q.words, ${` ${term}`}) > 0`)
        : this.#inFts('search_words', `"${term}"`, sql`instr(' ' || q.words || ' ', ${` ${term} `}) > 0`);
    }
    if (this.#postgres) return sql<SqlBool>`s.trigram_key like ${containsPattern(term)} escape '\\'`;
    if ([...term].length < TRIGRAM) return sql<SqlBool>`instr(s.trigram_key, ${term}) > 0`;
    const phrase = `"${term.replaceAll('"', '""')}"`;
    return this.#inFts('search_fts', phrase, sql`instr(q.trigram_key, ${term}) > 0`);
  }

  /**
   * SQLite: the rows an FTS5 table finds for `match`, but for those queued (`search_fts_queue`,
   * see `search-fts.ts`: the table may hold their old text, or none yet), and of the queued rows
   * those whose own key `queued` finds alike.
   */
  #inFts(
    table: 'search_fts' | 'search_words',
    match: string,
    queued: RawBuilder<unknown>,
  ): RawBuilder<SqlBool> {
    return sql<SqlBool>`s.id in (select rowid from ${sql.id(table)} where ${sql.id(table)} match ${match}
        and rowid not in (select id from search_fts_queue)
      union all select q.id from search_index q
        where q.id in (select id from search_fts_queue) and ${queued})`;
  }
}
