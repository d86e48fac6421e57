import type { Lang, SiteSearchType } from '@coresense/shared';
import type { Insertable, Kysely } from 'kysely';
import type { RegisteredContentType } from '../../content/content-type.ts';
import type { PublicChange } from '../../content/public-changes.ts';
import { CONTENT_TYPES, contentTypes } from '../../content-types.ts';
import type { Database } from '../../db/schema.ts';
import { compact } from '../../lib/text-keys.ts';
import type { SearchIndexTable } from './search.table.ts';
import { SearchFts } from './search-fts.ts';
import { indexWords, searchKey, trigramKey } from './search-text.ts';

/**
 * The build of the index the code writes: raise it when what a row holds changes (a new
 * searchable type, another normalisation), and the next start rebuilds the stored rows.
 */
export const SEARCH_INDEX_VERSION = 6;

/**
 * What an upsert writes over: all but the key a row is found by (resource, record, language) and
 * its type. SQLite rewrites an index's entry whenever an update names one of its columns, equal
 * or not: naming `type` rewrote two pages of `search_index_lang_type` at every save. A record
 * whose type changes has its rows deleted and written anew instead.
 */
const REWRITTEN = [
  'url',
  'title',
  'body',
  'title_key',
  'trigram_key',
  'words',
  'codes',
  'updated_at',
] as const;

/** Records read and written per statement. */
const BATCH = 500;
/** Characters of prose a row keeps for summaries and matching: a long article's first pages. */
const BODY_LENGTH = 20_000;

// biome-ignore lint/suspicious/noExplicitAny: tables named at run time by the registry
type AnyDb = Kysely<any>;

/**
 * Keeps the site search's index (`search_index`) in step with what is public: every record of a
 * searchable type (one with `siteSearch` in the registry) in every language it is published in,
 * while it is enabled, out of the trash and under an enabled parent. Writers call `update` in
 * their transaction (through `PublicChanges`), so the next search sees what they committed.
 */
export class SearchIndex {
  /** Re-reads the changed record, and the records whose visibility follows it (a category's products). */
  async update(trx: Kysely<Database>, change: PublicChange): Promise<void> {
    const changed = CONTENT_TYPES[change.resource as keyof typeof CONTENT_TYPES] as
      | RegisteredContentType
      | undefined;
    if (!changed) return;
    if (changed.siteSearch) await this.#index(trx, changed, [change.id]);
    for (const child of contentTypes()) {
      if (!child.siteSearch || child.parent?.table !== changed.tableName) continue;
      const ids = await (trx as AnyDb)
        .selectFrom(child.tableName)
        .select('id')
        .where(child.parent.column, '=', change.id)
        .execute();
      await this.#index(
        trx,
        child,
        ids.map((row: { id: number }) => row.id),
      );
    }
  }

  /** Writes the whole index again from the live content, in one transaction, and notes its build. */
  async rebuild(db: Kysely<Database>): Promise<void> {
    const fts = new SearchFts(db);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('search_index').execute();
      await fts.clearIn(trx);
      for (const type of contentTypes()) {
        if (!type.siteSearch) continue;
        const ids = await (trx as AnyDb).selectFrom(type.tableName).select('id').orderBy('id').execute();
        await this.#index(
          trx,
          type,
          ids.map((row: { id: number }) => row.id),
        );
      }
      await fts.flushIn(trx);
      await trx.updateTable('search_index_state').set({ version: SEARCH_INDEX_VERSION }).execute();
    });
  }

  /** Rebuilds the index when its stored build is not the code's (the first start after the migration). */
  async ensureBuilt(db: Kysely<Database>): Promise<boolean> {
    const state = await db.selectFrom('search_index_state').select('version').executeTakeFirst();
    if (state?.version === SEARCH_INDEX_VERSION) return false;
    await this.rebuild(db);
    return true;
  }

  async #index(trx: Kysely<Database>, type: RegisteredContentType, ids: readonly number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const rows = await this.#rows(trx, type, batch);
      // Languages no longer public (and rows of another type) leave; the others are written over
      // in place, and only where they changed, so a save that changes no public text writes
      // nothing here.
      await trx
        .deleteFrom('search_index')
        .where('resource', '=', type.resource)
        .where('record_id', 'in', batch)
        .$if(rows.length > 0, (query) =>
          query.where((eb) =>
            eb(
              eb.refTuple('record_id', 'lang', 'type'),
              'not in',
              rows.map((row) => eb.tuple(row.record_id, row.lang, row.type)),
            ),
          ),
        )
        .execute();
      if (rows.length === 0) continue;
      await trx
        .insertInto('search_index')
        .values(rows)
        .onConflict((conflict) =>
          conflict
            .columns(['resource', 'record_id', 'lang'])
            .doUpdateSet((eb) =>
              Object.fromEntries(REWRITTEN.map((column) => [column, eb.ref(`excluded.${column}`)])),
            )
            .where((eb) =>
              eb.or(
                REWRITTEN.map((column) => eb(`search_index.${column}`, '<>', eb.ref(`excluded.${column}`))),
              ),
            ),
        )
        .execute();
    }
  }

  /** The index rows of the records among `ids` that are public, one per language published. */
  async #rows(trx: Kysely<Database>, type: RegisteredContentType, ids: readonly number[]) {
    const search = type.siteSearch;
    const page = type.sitePage;
    if (!search || !page || !('key' in page)) return [];
    let query = (trx as AnyDb)
      .selectFrom(`${type.tableName} as r`)
      .innerJoin(`${type.textTableName} as t`, `t.${type.ownerColumn}`, 'r.id')
      .selectAll('r')
      .select(['t.lang as text_lang', 't.data as text_data'])
      .where('r.id', 'in', ids)
      .where('r.enabled', '=', true)
      .where(type.live('r.id'));
    if (type.parent) {
      query = query
        .innerJoin(`${type.parent.table} as parent`, 'parent.id', `r.${type.parent.column}`)
        .where('parent.enabled', '=', true);
    }
    const found = (await query.execute()) as Array<
      Record<string, unknown> & { id: number; text_lang: Lang; text_data: string }
    >;
    const stored = (await search.storedCodes?.(trx, ids)) ?? new Map<number, string[]>();
    return found.map((row) => {
      const text = JSON.parse(row.text_data) as object;
      return indexRow({
        resource: type.resource,
        recordId: row.id,
        lang: row.text_lang,
        type: search.typeOf(row),
        url: `${page.path}?${page.key}=${row.id}`,
        title: search.title(text),
        text: search.text(text),
        codes: [...search.codes(text), ...(stored.get(row.id) ?? [])],
        updatedAt: row.updated_at as string | Date,
      });
    });
  }
}

/** A record in one language as the index keeps it: its text folded for each way a search reads it. */
export function indexRow(entry: {
  resource: string;
  recordId: number;
  lang: Lang;
  type: SiteSearchType;
  url: string;
  title: string;
  /** Its prose, as plain text. */
  text: string;
  /** Its part numbers and models. */
  codes?: readonly string[];
  updatedAt?: string | Date;
}): Insertable<SearchIndexTable> {
  const { title } = entry;
  const body = entry.text.replace(/\s+/g, ' ').trim().slice(0, BODY_LENGTH);
  const codes = (entry.codes ?? []).filter((code) => code.trim() !== '');
  const compacted = [...new Set(codes.map(compact))];
  const textKey = searchKey([title, ...codes, ...compacted, body].join(' '));
  return {
    resource: entry.resource,
    record_id: entry.recordId,
    lang: entry.lang,
    type: entry.type,
    url: entry.url,
    title,
    body,
    title_key: searchKey(`${title} ${codes.join(' ')}`),
    trigram_key: trigramKey(textKey),
    words: indexWords(textKey),
    codes: compacted.length > 0 ? ` ${compacted.join(' ')} ` : '',
    updated_at: new Date(entry.updatedAt ?? Date.now()).toISOString(),
  };
}
