import type { Lang } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { I18n } from '../db/column-types.ts';
import { PreparedQueries } from '../db/prepared-queries.ts';
import type { Database } from '../db/schema.ts';
import type {
  BilingualTable,
  LangStatus,
  RecordColumns,
  RecordTableName,
  TextTableName,
} from './bilingual-table.ts';

/** What a write of any bilingual record carries beside its own columns. */
export interface BilingualWrite<Text> {
  /**
   * The creation time: imports and demo content keep their history, news moves its publication
   * time; a new record without it is created now, an updated one keeps its own.
   */
  createdAt?: string;
  i18n: I18n<Text>;
}

/** What the repository uses of its table; the text table's names do not matter here. */
type RecordStore<Main extends RecordTableName, Text> = Pick<
  BilingualTable<Main, TextTableName, never, Text>,
  'findStored' | 'insert' | 'update' | 'delete' | 'langStatus' | 'removeTexts'
>;

/**
 * The reads and writes every bilingual record type shares, written once. A repository names its
 * table and the main row's columns of a write, and keeps what is its own: filters, joins, sort
 * orders, domain queries, and writes of what else a record stores (its links to other records).
 *
 * `insert`, `update` and `delete` use the repository's own connection, so callers run them
 * inside a transaction; `create` opens one. Subclasses keep this constructor (the connection
 * only), as `create` builds the repository again on its transaction.
 */
export abstract class BilingualRepository<
  Main extends RecordTableName,
  Text,
  Write extends BilingualWrite<Text>,
> {
  /** The connection every query of the repository runs on: the database, or a transaction. */
  protected readonly db: Kysely<Database>;
  protected abstract readonly table: RecordStore<Main, Text>;
  #prepared: PreparedQueries<Database> | undefined;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Queries compiled once and run again with new values: the public reads a repository keeps (made on first use). */
  protected get prepared(): PreparedQueries<Database> {
    this.#prepared ??= new PreparedQueries(this.db);
    return this.#prepared;
  }

  /** The main row's own columns; the table writes the timestamps. */
  protected abstract columns(input: Write): RecordColumns<Main>;

  /** A record with its texts, in a transaction of its own (demo content, tests). */
  create(input: Write): Promise<number> {
    return this.db.transaction().execute((trx) => this.#on(trx).insert(input));
  }

  findStored(id: number) {
    return this.table.findStored(this.db, id);
  }

  insert(input: Write): Promise<number> {
    return this.table.insert(this.db, this.columns(input), input.i18n, input.createdAt);
  }

  /** Replaces the record's columns and all its texts; `false` when there is no such record. */
  update(id: number, input: Write): Promise<boolean> {
    return this.table.update(this.db, id, this.columns(input), input.i18n, input.createdAt);
  }

  delete(id: number): Promise<boolean> {
    return this.table.delete(this.db, id);
  }

  /** Unpublishes the record in `langs`: their text rows go, the main row stays. */
  removeTexts(id: number, langs: readonly Lang[]): Promise<void> {
    return this.table.removeTexts(this.db, id, langs);
  }

  langStatus(): Promise<LangStatus> {
    return this.table.langStatus(this.db);
  }

  /** This repository on another connection. */
  #on(db: Kysely<Database>): this {
    const Repository = this.constructor as new (db: Kysely<Database>) => this;
    return new Repository(db);
  }
}
