import { LANGS, type Lang, type PagingQuery, type PublishedResource } from '@coresense/shared';
import {
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { groupTexts } from '../db/admin-queries.ts';
import {
  type I18n,
  type I18nRow,
  type IdColumn,
  i18nEntries,
  nowIso,
  type TimestampColumn,
  timestamps,
} from '../db/column-types.ts';
import { containsIgnoreCase, fetchPage, jsonTextAt, MAX_ID } from '../db/queries.ts';
import type { Database } from '../db/schema.ts';
import { jsonText } from '../lib/json-text.ts';
import { type FileOwnerType, syncFileRefs } from './file-refs.ts';
import { notInTrash } from './trash/trash.repository.ts';
import { latestVersions } from './versions.ts';

/** A record as its repository reads it: the main row and its text in each language written. */
export interface Stored<Row, Text> {
  row: Row;
  i18n: I18n<Text>;
}

/** Which languages each record is written in, for the translation status (contract §10). */
export interface LangStatus {
  records: Array<{ id: number; enabled: boolean; langs: Lang[] }>;
  /** Every record lacking a language: its title (in a language it has) and the languages it lacks. */
  missing: Array<{ id: number; title: string; langs: Lang[] }>;
}

/** A record's name in the first of `langs` that has one, from its text per language; '' when none. */
export function titleIn(
  i18n: Partial<Record<Lang, unknown>>,
  titleField: string,
  langs: readonly Lang[],
): string {
  for (const lang of langs) {
    const name = ((i18n[lang] ?? {}) as Record<string, unknown>)[titleField];
    if (typeof name === 'string' && name !== '') return name;
  }
  return '';
}

/** Tables of bilingual records: an id and the times the record was created and last changed. */
export type RecordTableName = {
  [T in keyof Database]: Database[T] extends {
    id: IdColumn;
    created_at: TimestampColumn;
    updated_at: TimestampColumn;
  }
    ? T
    : never;
}[keyof Database];

/** Tables of per-language texts: one row per record and language. */
export type TextTableName = {
  [T in keyof Database]: Database[T] extends I18nRow ? T : never;
}[keyof Database];

/** The columns a text row has beside the language and the JSON text. */
export type TextColumn<Texts extends TextTableName> = Exclude<keyof Database[Texts] & string, keyof I18nRow>;

/** A main row's own columns; the helper writes the timestamps. */
export type RecordColumns<Main extends RecordTableName> = Omit<
  Insertable<Database[Main]>,
  'created_at' | 'updated_at'
>;

export interface BilingualTableSpec<
  Main extends RecordTableName,
  Texts extends TextTableName,
  Owner extends TextColumn<Texts>,
  Text,
> {
  table: Main;
  textTable: Texts;
  /** The text table's column holding the record's id. */
  owner: Owner;
  /** The text field that names a record: in the audit log, the drafts, the trash, the translation status. */
  titleField: keyof Text & string;
  /** Whose file references the texts renew; none for texts that cannot mention files. */
  fileOwner?: FileOwnerType;
  /** The text table's searchable copies of one language's text (its JSON is kept whole in `data`). */
  searchColumns(text: Text): Omit<Insertable<Database[Texts]>, Owner | keyof I18nRow>;
  /**
   * The resource whose versions hold these records' working copies (contract §10): the
   * back-office's searches then also find text not yet published, and its deleted records wait
   * in the trash, where no back-office read finds them (`live`).
   */
  versionsOf?: PublishedResource;
}

/**
 * The mechanics every bilingual record shares: a main row, a text row per language written,
 * the files those texts mention, and the back-office reads and writes of all three. Repositories
 * keep what is theirs (filters, joins, sort orders, domain queries) and pass their connection in,
 * so writes run in whatever transaction the caller holds.
 */
export class BilingualTable<
  Main extends RecordTableName,
  Texts extends TextTableName,
  Owner extends TextColumn<Texts>,
  Text,
> {
  readonly #spec: BilingualTableSpec<Main, Texts, Owner, Text>;
  readonly #names: UntypedNames;

  constructor(spec: BilingualTableSpec<Main, Texts, Owner, Text>) {
    this.#spec = spec;
    this.#names = spec;
  }

  /** The name of a record with these texts (`titleField`) in the first of `langs` that has one; '' when none. */
  titleOf(i18n: Partial<Record<Lang, unknown>>, langs: readonly Lang[]): string {
    return titleIn(i18n, this.#spec.titleField, langs);
  }

  /**
   * The condition that `id` (a column reference such as `p.id`) is a live record, not one in the
   * trash (contract §10): every back-office read of these records adds it. The public reads need
   * not, since a record in the trash has no text rows to join.
   */
  live(id: string): RawBuilder<SqlBool> {
    const resource = this.#spec.versionsOf;
    return resource ? notInTrash(resource, id) : sql<SqlBool>`1 = 1`;
  }

  /** Each record's text in every language written, `{}` for a record without any. */
  async texts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, I18n<Text>>> {
    if (ids.length === 0) return groupTexts<Text>(ids, []);
    const { textTable, owner } = this.#names;
    const rows = await untyped(db)
      .selectFrom(textTable)
      .select([`${owner} as owner`, 'lang', 'data'])
      .where(owner, 'in', ids)
      .execute();
    return groupTexts<Text>(ids, rows);
  }

  /**
   * The ids of records with a text, in any language, whose `columns` contain `keyword` (ignoring
   * case): for `where(id, 'in', …)` in the back-office lists, which search every language. With
   * `versionsOf`, the latest version's text counts too, so a draft is found by what it says
   * before it is published (the text columns hold only what is published).
   */
  idsWithTextContaining(
    db: Kysely<Database>,
    keyword: string,
    columns: ReadonlyArray<Exclude<TextColumn<Texts>, Owner>>,
  ): SelectQueryBuilder<Database, Texts, { id: number }> {
    const { textTable, owner } = this.#names;
    const live = untyped(db)
      .selectFrom(textTable)
      .select(`${owner} as id`)
      .where((eb) => eb.or(columns.map((column) => containsIgnoreCase(eb.ref(column), keyword))));
    const resource = this.#spec.versionsOf;
    if (!resource) return live.$castTo<{ id: number }>();
    const drafts = latestVersions(db, [resource])
      .select(sql<number>`cast(v.record_key as integer)`.as('id'))
      .where((eb) =>
        eb.or(
          LANGS.flatMap((lang) =>
            columns.map((column) =>
              containsIgnoreCase(
                jsonTextAt(db as Kysely<unknown>, 'v.snapshot', ['i18n', lang, column]),
                keyword,
              ),
            ),
          ),
        ),
      );
    return live.union(drafts).$castTo<{ id: number }>();
  }

  async withTexts<Row extends { id: number }>(
    db: Kysely<Database>,
    rows: readonly Row[],
  ): Promise<Array<Stored<Row, Text>>> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const texts = await this.texts(db, ids);
    return rows.map((row) => ({ row, i18n: texts.get(row.id) ?? {} }));
  }

  /** A page of the back-office list: `listed` selects and orders, `counted` is its unselected filter. */
  async adminPage<DB, TB extends keyof DB, Row extends { id: number }>(
    db: Kysely<Database>,
    listed: SelectQueryBuilder<DB, TB, Row>,
    counted: SelectQueryBuilder<DB, TB, object>,
    paging: PagingQuery,
  ): Promise<{ list: Array<Stored<Row, Text>>; total: number }> {
    const { rows, total } = await fetchPage(listed, counted, paging);
    return { list: await this.withTexts(db, rows), total };
  }

  async findStored(
    db: Kysely<Database>,
    id: number,
  ): Promise<Stored<Selectable<Database[Main]>, Text> | undefined> {
    if (id > MAX_ID) return undefined;
    const row = await untyped(db)
      .selectFrom(this.#names.table)
      .selectAll()
      .where('id', '=', id)
      .where(this.live(`${this.#names.table}.id`))
      .$castTo<Selectable<Database[Main]>>()
      .executeTakeFirst();
    if (!row) return undefined;
    const texts = await this.texts(db, [id]);
    return { row, i18n: texts.get(id) ?? {} };
  }

  /**
   * Every record's id, `enabled` (true for a table without the flag) and languages, read from
   * the text table's keys; the texts are read only for the records lacking a language.
   */
  async langStatus(db: Kysely<Database>): Promise<LangStatus> {
    const { table, textTable, owner } = this.#names;
    const [mains, texts] = await Promise.all([
      untyped(db)
        .selectFrom(table)
        .selectAll()
        .where(this.live(`${table}.id`))
        .orderBy('id')
        .execute(),
      untyped(db)
        .selectFrom(textTable)
        .select([`${owner} as owner`, 'lang'])
        .execute(),
    ]);
    const langs = new Map<number, Set<string>>();
    for (const text of texts) {
      const owned = langs.get(Number(text.owner)) ?? new Set();
      owned.add(text.lang);
      langs.set(Number(text.owner), owned);
    }
    const records = mains.map((row) => {
      const written = langs.get(Number(row.id));
      return {
        id: Number(row.id),
        enabled: row.enabled === undefined ? true : Boolean(row.enabled),
        langs: LANGS.filter((lang) => written?.has(lang)),
      };
    });
    const lacking = records.filter((record) => record.langs.length < LANGS.length);
    const textsOf = await this.texts(
      db,
      lacking.map((record) => record.id),
    );
    const missing = lacking.map((record) => {
      const title = this.titleOf(textsOf.get(record.id) ?? {}, record.langs);
      return {
        id: record.id,
        title: title || `#${record.id}`,
        langs: LANGS.filter((lang) => !record.langs.includes(lang)),
      };
    });
    return { records, missing };
  }

  /** Creation time: `createdAt` when given (imports and demo content keep history), else now. */
  async insert(
    db: Kysely<Database>,
    columns: RecordColumns<Main>,
    i18n: I18n<Text>,
    createdAt?: string,
  ): Promise<number> {
    const { id } = await untyped(db)
      .insertInto(this.#names.table)
      .values({ ...columns, ...timestamps(createdAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#writeTexts(db, id, i18n);
    return id;
  }

  /**
   * Replaces the row's columns and all its texts; `false` when there is no such record.
   * `createdAt`, when given, moves the creation time (news publish at it).
   */
  async update(
    db: Kysely<Database>,
    id: number,
    columns: RecordColumns<Main>,
    i18n: I18n<Text>,
    createdAt?: string,
  ): Promise<boolean> {
    if (id > MAX_ID) return false;
    const { table, textTable, owner } = this.#names;
    const result = await untyped(db)
      .updateTable(table)
      .set({ ...columns, ...(createdAt ? { created_at: createdAt } : {}), updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await untyped(db).deleteFrom(textTable).where(owner, '=', id).execute();
    await this.#writeTexts(db, id, i18n);
    return true;
  }

  /**
   * Drops the record's text in `langs` (unpublished there, contract §10), renewing the files the
   * remaining texts mention; the main row stays as it is.
   */
  async removeTexts(db: Kysely<Database>, id: number, langs: readonly Lang[]): Promise<void> {
    if (id > MAX_ID || langs.length === 0) return;
    const { textTable, owner } = this.#names;
    await untyped(db)
      .deleteFrom(textTable)
      .where(owner, '=', id)
      .where('lang', 'in', [...langs])
      .execute();
    const { fileOwner } = this.#spec;
    if (fileOwner) await syncFileRefs(db, fileOwner, id, (await this.texts(db, [id])).get(id) ?? {});
  }

  /** Its texts go with it (foreign keys cascade); the files it mentioned stay. */
  async delete(db: Kysely<Database>, id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await untyped(db).deleteFrom(this.#names.table).where('id', '=', id).executeTakeFirst();
    const { fileOwner } = this.#spec;
    if (fileOwner) await syncFileRefs(db, fileOwner, id, null);
    return Number(result.numDeletedRows) > 0;
  }

  /** The text rows of record `id`, as written; the seed's generated content inserts them in batches. */
  textRows(id: number, i18n: I18n<Text>): Insertable<Database[Texts]>[] {
    const { owner } = this.#names;
    const { searchColumns } = this.#spec;
    // The owner column is named at run time, so TypeScript cannot see it completes the row.
    return i18nEntries(i18n).map(
      ([lang, text]) =>
        ({ [owner]: id, lang, ...searchColumns(text), data: jsonText(text) }) as unknown as Insertable<
          Database[Texts]
        >,
    );
  }

  async #writeTexts(db: Kysely<Database>, id: number, i18n: I18n<Text>) {
    const { textTable } = this.#names;
    const { fileOwner } = this.#spec;
    const rows = this.textRows(id, i18n);
    if (rows.length) await untyped(db).insertInto(textTable).values(rows).execute();
    if (fileOwner) await syncFileRefs(db, fileOwner, id, i18n);
  }
}

/** The spec's names as the untyped queries take them. */
interface UntypedNames {
  table: string;
  textTable: string;
  owner: string;
}

/**
 * Kysely cannot type a query on a table named by a type parameter (its table and column types
 * stay unresolved), so the queries above go untyped; the spec and the methods' signatures are
 * where names and columns are checked.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; confined to this file's queries
type UntypedKysely = Kysely<any>;

function untyped(db: Kysely<Database>): UntypedKysely {
  return db as UntypedKysely;
}
