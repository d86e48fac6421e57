import type { Lang, PagingQuery, PublishedResource, SiteSearchType, SortOrder } from '@coresense/shared';
import type { Kysely, RawBuilder, Selectable, SelectQueryBuilder, SqlBool } from 'kysely';
import { sortDirection } from '../db/admin-queries.ts';
import type { Database } from '../db/schema.ts';
import {
  BilingualTable,
  type BilingualTableSpec,
  type RecordTableName,
  type TextColumn,
  type TextTableName,
} from './bilingual-table.ts';

/** How the back-office header search (contract §11) finds a type's records and names its hits. */
export interface HeaderSearch<
  Main extends RecordTableName,
  Texts extends TextTableName,
  Owner extends TextColumn<Texts>,
  Text,
> {
  /** The text columns searched, in every language. */
  columns: ReadonlyArray<Exclude<TextColumn<Texts>, Owner>>;
  /** A hit's name from its text in one language; the title field when absent. */
  title?(text: Text): string;
  /** Where a hit opens in the back-office. */
  page(row: Selectable<Database[Main]>): string;
}

/**
 * How the site search (contract §9) finds a type's published records: the index
 * (`modules/search`) keeps what these answer for each language a record is public in.
 */
export interface SiteSearch<Main extends RecordTableName, Text> {
  /** The hits' `type`: one for the type, or one per record from its main row (news and activities). */
  type: SiteSearchType | ((row: Selectable<Database[Main]>) => SiteSearchType);
  /** The hit's title; the title field when absent. */
  title?(text: Text): string;
  /** The prose searched and summarised, as plain text (rich text stripped of its markup). */
  text(text: Text): string;
  /** Part numbers and models in the text: found ignoring case, spaces and hyphens, and first when exact. */
  codes?(text: Text): string[];
  /** Codes kept in the record's other tables (a product's part numbers), read in the writer's transaction. */
  storedCodes?(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string[]>>;
}

/** The site search's view of a type, whatever its tables and texts. */
export interface RegisteredSiteSearch {
  typeOf(row: object): SiteSearchType;
  title(text: object): string;
  text(text: object): string;
  codes(text: object): string[];
  storedCodes?(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string[]>>;
}

export interface ContentTypeSpec<
  Main extends RecordTableName,
  Texts extends TextTableName,
  Owner extends TextColumn<Texts>,
  Text,
  R extends PublishedResource,
> extends Omit<BilingualTableSpec<Main, Texts, Owner, Text>, 'versionsOf'> {
  /** The resource of contract §5 whose authorities guard the type, and under which its versions are kept. */
  resource: R;
  /**
   * Tables holding a record's other parts (its links, its typed data), children first: a reset
   * of the demo content empties them before the record's own tables.
   */
  partTables?: ReadonlyArray<keyof Database>;
  /** How the header search finds these records; absent: contract §11 does not search them. */
  headerSearch?: HeaderSearch<Main, Texts, Owner, Text>;
  /**
   * The record whose `enabled` also hides these records from the site (a product's category):
   * the main row's column naming it, and its table.
   */
  parent?: ContentParent<Main>;
  /** The site page that shows one record (the sitemap, previews); absent: none shows it. */
  sitePage?: SitePage;
  /**
   * Under which keys the analysis dashboard counts the published records (contract §11's
   * `content`): one key, or one per value of a column (news and activities); absent: not counted.
   */
  countedAs?: string | CountedByColumn<Main>;
  /** How the site search finds these records (needs `sitePage`); absent: it does not. */
  siteSearch?: SiteSearch<Main, Text>;
}

/**
 * Where the site shows a record: a page naming it in its query (`/product/detail?id=3`, a
 * category's `/product?classifyId=2`), or a section of a page showing several (the home page's comments).
 */
export type SitePage = { path: string; key: string } | { path: string; section: string };

/** What the generic back-office list reads of a list query. */
export interface AdminListFilter extends PagingQuery {
  keyword?: string;
  enabled?: boolean;
  sortField?: string;
  sortOrder?: SortOrder;
}

/** A back-office list's own choices: its sort columns, the text its keyword searches, its other filters. */
export interface AdminListSpec<Main extends RecordTableName, Texts extends TextTableName> {
  /** Main-row columns by sort field; the first sorts when the editor chose none. */
  sortColumns: Readonly<Record<string, keyof Database[Main] & string>>;
  keywordColumns: ReadonlyArray<TextColumn<Texts>>;
  /** The direction when the editor chose no sort (newest first: 'desc'); ascending otherwise. */
  unsortedDirection?: 'asc' | 'desc';
  /** The list's other filters, on the main row `r`. */
  narrow?(query: AdminListQuery, filter: AdminListFilter & Readonly<Record<string, unknown>>): AdminListQuery;
}

/**
 * The main table aliased `r`, named at run time (the definition's): Kysely cannot type it, and
 * the definition's types check the names.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AdminListQuery = SelectQueryBuilder<{ r: Record<string, any> }, 'r', object>;

export interface ContentParent<Main extends RecordTableName> {
  column: keyof Database[Main] & string;
  table: RecordTableName;
}

export interface CountedByColumn<Main extends RecordTableName> {
  column: keyof Database[Main] & string;
  keys: Readonly<Record<string, string>>;
}

/** What the lists across every type read of a content type, whatever its tables and texts. */
export interface RegisteredContentType {
  readonly resource: PublishedResource;
  readonly tableName: RecordTableName;
  readonly textTableName: TextTableName;
  readonly ownerColumn: string;
  /** The text field that names a record. */
  readonly titleField: string;
  /** Every table holding these records, in the order a reset empties them (parts, texts, records). */
  readonly tables: ReadonlyArray<keyof Database>;
  /** The text columns the header search looks in; none: contract §11 does not search the type. */
  readonly headerSearchColumns: readonly string[];
  readonly parent: { column: string; table: RecordTableName } | undefined;
  readonly sitePage: SitePage | undefined;
  readonly countedAs: string | { column: string; keys: Readonly<Record<string, string>> } | undefined;
  /** How the site search finds these records; undefined: it does not. */
  readonly siteSearch: RegisteredSiteSearch | undefined;
  titleOf(i18n: Partial<Record<Lang, unknown>>, langs: readonly Lang[]): string;
  /** A header search hit's name, from its text in one language. */
  hitTitle(text: object): string;
  /** Where a header search hit opens in the back-office, from its main row. */
  hitPage(row: object): string;
  live(id: string): RawBuilder<SqlBool>;
}

/**
 * One bilingual content type, defined once: its tables, its texts and what names a record, which
 * its module's repository reads and writes through (`BilingualTable`), and what the lists across
 * every type (`src/content-types.ts`) read from it: the dashboard's drafts and counts, the header
 * search, the seed and the reset, the titles of the audit log, the trash and the schedule.
 */
export class ContentType<
    Main extends RecordTableName = RecordTableName,
    Texts extends TextTableName = TextTableName,
    Owner extends TextColumn<Texts> = TextColumn<Texts>,
    Text = unknown,
    R extends PublishedResource = PublishedResource,
  >
  extends BilingualTable<Main, Texts, Owner, Text>
  implements RegisteredContentType
{
  readonly resource: R;
  readonly tableName: Main;
  readonly textTableName: Texts;
  readonly ownerColumn: Owner;
  readonly titleField: keyof Text & string;
  readonly partTables: ReadonlyArray<keyof Database>;
  readonly parent: ContentParent<Main> | undefined;
  readonly sitePage: SitePage | undefined;
  readonly countedAs: string | CountedByColumn<Main> | undefined;
  readonly siteSearch: RegisteredSiteSearch | undefined;
  readonly #headerSearch: HeaderSearch<Main, Texts, Owner, Text> | undefined;

  constructor(spec: ContentTypeSpec<Main, Texts, Owner, Text, R>) {
    super({ ...spec, versionsOf: spec.resource });
    this.resource = spec.resource;
    this.tableName = spec.table;
    this.textTableName = spec.textTable;
    this.ownerColumn = spec.owner;
    this.titleField = spec.titleField;
    this.partTables = spec.partTables ?? [];
    this.#headerSearch = spec.headerSearch;
    this.parent = spec.parent;
    this.sitePage = spec.sitePage;
    this.countedAs = spec.countedAs;
    this.siteSearch = spec.siteSearch && registeredSiteSearch(spec.siteSearch, spec.titleField);
  }

  /**
   * A page of the back-office list: every live record, of `enabled` and containing the keyword
   * (in any language, drafts too) when asked, narrowed by the spec, sorted by the field asked.
   */
  adminList(db: Kysely<Database>, filter: AdminListFilter, spec: AdminListSpec<Main, Texts>) {
    let base = (db as unknown as Kysely<{ r: object }>)
      .selectFrom(`${this.tableName} as r` as 'r')
      .where(this.live('r.id')) as AdminListQuery;
    if (filter.enabled !== undefined) base = base.where('r.enabled', '=', filter.enabled);
    if (filter.keyword) {
      base = base.where(
        'r.id',
        'in',
        this.idsWithTextContaining(db, filter.keyword, spec.keywordColumns as never),
      );
    }
    if (spec.narrow) base = spec.narrow(base, filter as AdminListFilter & Readonly<Record<string, unknown>>);
    const sortColumns = Object.values(spec.sortColumns);
    const sortColumn = (filter.sortField && spec.sortColumns[filter.sortField]) || sortColumns[0];
    const direction = sortDirection(
      filter.sortOrder,
      filter.sortField ? 'asc' : (spec.unsortedDirection ?? 'asc'),
    );
    const listed = base
      .selectAll('r')
      .orderBy(`r.${sortColumn}`, direction)
      .orderBy('r.id', direction)
      .$castTo<Selectable<Database[Main]> & { id: number }>();
    return this.adminPage(db, listed, base, filter);
  }

  get headerSearchColumns(): readonly string[] {
    return this.#headerSearch?.columns ?? [];
  }

  hitTitle(text: object): string {
    const title = this.#headerSearch?.title;
    return title ? title(text as Text) : String((text as Record<string, unknown>)[this.titleField] ?? '');
  }

  hitPage(row: object): string {
    return this.#headerSearch?.page(row as Selectable<Database[Main]>) ?? `/admin/${this.resource}`;
  }

  /** Every table holding these records, in the order a reset empties them (parts, texts, records). */
  get tables(): ReadonlyArray<keyof Database> {
    return [...this.partTables, this.textTableName, this.tableName];
  }
}

/** A definition's site search, read through untyped records as the registry reads every type. */
function registeredSiteSearch<Main extends RecordTableName, Text>(
  search: SiteSearch<Main, Text>,
  titleField: keyof Text & string,
): RegisteredSiteSearch {
  const { type } = search;
  return {
    typeOf: (row) => (typeof type === 'function' ? type(row as Selectable<Database[Main]>) : type),
    title: (text) =>
      search.title ? search.title(text as Text) : String((text as Record<string, unknown>)[titleField] ?? ''),
    text: (text) => search.text(text as Text),
    codes: (text) => search.codes?.(text as Text) ?? [],
    storedCodes: search.storedCodes,
  };
}
