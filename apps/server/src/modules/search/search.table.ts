import type { IdColumn } from '../../db/column-types.ts';

/**
 * One published record in one language as the site search finds it (`search-index.ts`): kept in
 * step with the live rows inside every transaction that writes them. Its key (title, codes and
 * prose as `searchKey` reads them) is kept as the word index and the trigram index need it
 * (`words`, `trigram_key`); `codes` holds the record's part numbers and models, compacted, each
 * between spaces (` csa3110 csa3110tr `), for the exact match that ranks first.
 */
export interface SearchIndexTable {
  id: IdColumn;
  resource: string;
  record_id: number;
  lang: string;
  type: string;
  url: string;
  title: string;
  /** The record's prose as plain text, from which a hit's summary is cut. */
  body: string;
  title_key: string;
  /** The key's words that are not plain English words (`trigramKey`), for the trigram index. */
  trigram_key: string;
  /** The key's words and its one- and two-character CJK pieces (`indexWords`), for the word index. */
  words: string;
  codes: string;
  updated_at: string;
}

/** Which build of the index the stored rows are (`SEARCH_INDEX_VERSION`): another rebuilds them at start. */
export interface SearchIndexStateTable {
  id: number;
  version: number;
}

/** Site searches of one week (Monday, SITE_TIME_ZONE), by their folded text: nothing about who searched. */
export interface SearchCountTable {
  week: string;
  query: string;
  searches: number;
  /** Of those, the searches that found nothing. */
  zero_results: number;
}
