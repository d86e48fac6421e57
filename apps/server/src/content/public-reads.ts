import type { Lang, PagingQuery } from '@coresense/shared';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { PreparedQueries } from '../db/prepared-queries.ts';
import { containsPattern, MAX_ID, matchesIgnoringCase } from '../db/queries.ts';
import type { Database } from '../db/schema.ts';
import type { RecordTableName, TextColumn, TextTableName } from './bilingual-table.ts';

/**
 * A query on tables named at run time (the definition's), which Kysely cannot type; the
 * definition's types check the names it is given.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyRow = Record<string, any>;
interface Aliased {
  r: AnyRow;
  t: AnyRow;
}
type UntypedQuery = SelectQueryBuilder<Aliased, 'r' | 't', object>;

/** A column of the main row (`r.`) or of the text row in the request's language (`t.`). */
type Ref<Main extends RecordTableName, Texts extends TextTableName> =
  | `r.${keyof Database[Main] & string}`
  | `t.${TextColumn<Texts>}`;

/** A filter of the public list: records whose column equals the value, or whose text contains it. */
export interface PublicFilter<Main extends RecordTableName, Texts extends TextTableName> {
  column: Ref<Main, Texts>;
  match: 'equals' | 'contains';
}

export interface PublicReadsSpec<
  Main extends RecordTableName,
  Texts extends TextTableName,
  Column extends keyof Selectable<Database[Main]> & string,
> {
  /** The main row's columns a public record is built from, beside its id, times and text. */
  columns: readonly Column[];
  /** The list's order, column after column. */
  order: ReadonlyArray<readonly [Ref<Main, Texts>, 'asc' | 'desc']>;
  /** The list query's fields that narrow it, by name; an absent value narrows nothing. */
  filters?: Readonly<Record<string, PublicFilter<Main, Texts>>>;
}

/** A published record as the public reads answer it: the chosen columns and its text's JSON. */
export type PublicRow<Main extends RecordTableName, Column extends keyof Selectable<Database[Main]>> = {
  [K in Column]: Selectable<Database[Main]>[K];
} & { id: number; created_at: string | Date; updated_at: string | Date; data: string };

/** The tables a content type's public reads join (`ContentType`). */
export interface PublicTables<Main extends RecordTableName, Texts extends TextTableName> {
  readonly tableName: Main;
  readonly textTableName: Texts;
  readonly ownerColumn: string;
}

/**
 * The public list and detail of a content type whose records are public when enabled and written
 * in the request's language (a record in the trash has no text rows, so none is found): its
 * definition names the columns, the order and the filters, and this does the rest, through
 * `PreparedQueries` as every public read.
 */
export class PublicReads<
  Main extends RecordTableName,
  Texts extends TextTableName,
  Column extends keyof Selectable<Database[Main]> & string,
> {
  readonly #db: Kysely<Database>;
  readonly #prepared: PreparedQueries<Database>;
  readonly #tables: PublicTables<Main, Texts>;
  readonly #spec: PublicReadsSpec<Main, Texts, Column>;

  constructor(
    db: Kysely<Database>,
    tables: PublicTables<Main, Texts>,
    spec: PublicReadsSpec<Main, Texts, Column>,
  ) {
    this.#db = db;
    this.#prepared = new PreparedQueries(db);
    this.#tables = tables;
    this.#spec = spec;
  }

  /** A page of the records published in `lang`, narrowed by the filter's values. */
  async list(
    lang: Lang,
    query: PagingQuery & object,
  ): Promise<{ rows: Array<PublicRow<Main, Column>>; total: number }> {
    const filters = Object.entries(this.#spec.filters ?? {});
    const values: Record<string, unknown> = { lang };
    for (const [name, filter] of filters) {
      const value = (query as Record<string, unknown>)[name];
      if (value === undefined || value === '') continue;
      values[name] = filter.match === 'contains' ? containsPattern(String(value)) : value;
    }
    return this.#prepared.page(
      'list',
      values,
      query,
      (standIns) => {
        let published = this.#published(standIns.lang as Lang);
        for (const [name, filter] of filters) {
          const value = standIns[name];
          if (value === undefined) continue;
          published =
            filter.match === 'contains'
              ? published.where((eb) => matchesIgnoringCase(eb.ref(filter.column), value as string))
              : published.where(filter.column as `r.${string}`, '=', value);
        }
        return published;
      },
      (published) => {
        let listed = published.select(this.#columns());
        for (const [column, direction] of this.#spec.order) listed = listed.orderBy(column, direction);
        return listed as SelectQueryBuilder<unknown, never, PublicRow<Main, Column>>;
      },
    );
  }

  /** One record as published in `lang`; undefined when it is not. */
  async detail(lang: Lang, id: number): Promise<PublicRow<Main, Column> | undefined> {
    if (id > MAX_ID) return undefined;
    const [row] = await this.#prepared.execute('detail', { lang, id }, (values) =>
      this.#published(values.lang).where('r.id', '=', values.id).select(this.#columns()),
    );
    return row as PublicRow<Main, Column> | undefined;
  }

  #columns(): string[] {
    return [
      'r.id',
      ...this.#spec.columns.map((column) => `r.${column}`),
      'r.created_at',
      'r.updated_at',
      't.data',
    ];
  }

  #published(lang: Lang): UntypedQuery {
    const { tableName, textTableName, ownerColumn } = this.#tables;
    const db = this.#db as unknown as Kysely<Aliased>;
    // Kysely reads "<table> as <alias>" from the text when it runs; the types see the aliases only.
    return db
      .selectFrom(`${tableName} as r` as 'r')
      .innerJoin(`${textTableName} as t` as 't', `t.${ownerColumn}`, 'r.id')
      .where('t.lang', '=', lang)
      .where('r.enabled', '=', true);
  }
}
