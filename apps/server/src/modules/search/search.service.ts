import type { Lang, SearchCount, SiteSearchPage, SiteSearchQuery, SiteSuggestion } from '@coresense/shared';
import { CROSS_REFERENCE_QUERY_MIN, type CrossReferenceMatch, SUGGEST_LIMIT } from '@coresense/shared';
import { formatMessage } from '@coresense/shared/i18n/format';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addDays, dayIn } from '../../lib/site-day.ts';
import { compact, fold } from '../../lib/text-keys.ts';
import { CrossReferenceRepository } from '../cross-references/cross-references.repository.ts';
import { CounterBuffer } from '../stats/counter-buffer.ts';
import { SearchRepository } from './search.repository.ts';
import { summarize } from './search-text.ts';

/** How many searches the dashboard lists of each kind. */
const TOP_SEARCHES = 10;

/** The Monday that starts the week of `day` (`YYYY-MM-DD`). */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

interface CountKey {
  week: string;
  query: string;
  zero: boolean;
}

/**
 * The site search (contract §9) and what visitors looked for (issue 25): each counted search
 * adds one to its folded text's count of the week (and to its zero-result count when it found
 * nothing); nothing about who searched is kept. Counts reach the database every two seconds
 * (`CounterBuffer`), so a search never waits for a write.
 */
export class SearchService {
  readonly repository: SearchRepository;
  readonly #db: Kysely<Database>;
  readonly #timeZone: string;
  readonly #counts: CounterBuffer<CountKey>;

  constructor(db: Kysely<Database>, options: { timeZone: string; onError: (error: unknown) => void }) {
    this.repository = new SearchRepository(db);
    this.#db = db;
    this.#timeZone = options.timeZone;
    this.#counts = new CounterBuffer({
      write: (rows) =>
        this.repository.addSearches(
          rows.map(({ key, count }) => ({
            week: key.week,
            query: key.query,
            searches: count,
            zero: key.zero ? count : 0,
          })),
        ),
      onError: options.onError,
    });
  }

  /** A page of hits; a first page is counted unless `counted` is false (the visitor opted out). */
  async search(lang: Lang, query: SiteSearchQuery, counted: boolean): Promise<SiteSearchPage> {
    const { pageNum, pageSize } = query;
    const { rows, counts, total } = await this.repository.search(
      lang,
      query.q,
      query.type,
      (pageNum - 1) * pageSize,
      pageSize,
    );
    if (counted && pageNum === 1) this.#count(query.q, total === 0);
    const replaced = await this.#replacedParts(lang, rows, query.q);
    return {
      list: rows.map((row) => ({
        type: row.type,
        id: row.record_id,
        title: row.title,
        summary: summarize(
          (row.type === 'product' && replaced.get(row.record_id)) || row.body || row.title,
          query.q,
        ),
        url: row.url,
      })),
      total,
      pageNum,
      pageSize,
      counts,
    };
  }

  /**
   * What a product found by a competitor's part number says instead of its prose (contract §13):
   * "Replaces ADXL345 (pin-compatible)", for each product hit with a cross-reference holding the query.
   */
  async #replacedParts(
    lang: Lang,
    rows: ReadonlyArray<{ type: string; record_id: number }>,
    q: string,
  ): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    const key = compact(q);
    const productIds = rows.filter((row) => row.type === 'product').map((row) => row.record_id);
    if (key.length < CROSS_REFERENCE_QUERY_MIN || productIds.length === 0) return found;
    const messages = SITE_MESSAGES[lang];
    for (const reference of await new CrossReferenceRepository(this.#db).ofProductsMatching(
      productIds,
      key,
    )) {
      if (found.has(reference.product_id)) continue;
      found.set(
        reference.product_id,
        formatMessage(messages['crossReference.replaces'], {
          part: reference.competitor_part_number,
          match: messages[`crossReference.match.${reference.match as CrossReferenceMatch}`],
        }),
      );
    }
    return found;
  }

  async suggest(lang: Lang, q: string): Promise<SiteSuggestion[]> {
    const rows = await this.repository.suggest(lang, q, SUGGEST_LIMIT);
    return rows.map((row) => ({ type: row.type, id: row.record_id, title: row.title, url: row.url }));
  }

  /** The week holding `day` (today when absent): its most frequent searches and those that found nothing. */
  async week(day?: string): Promise<{ week: string; top: SearchCount[]; zeroResults: SearchCount[] }> {
    await this.#counts.flush();
    const week = weekOf(day ?? dayIn(this.#timeZone));
    return { week, ...(await this.repository.topSearches(week, TOP_SEARCHES)) };
  }

  #count(query: string, zero: boolean): void {
    const week = weekOf(dayIn(this.#timeZone));
    const text = fold(query);
    this.#counts.add(`${week}\n${zero ? 1 : 0}\n${text}`, { week, query: text, zero });
  }

  /** Stores this process's counts so far (the server closing). */
  close(): Promise<void> {
    return this.#counts.close();
  }
}
