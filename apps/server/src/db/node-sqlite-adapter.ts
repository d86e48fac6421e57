import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Statements kept, the least recently used dropped first: their texts follow request shapes. */
const STATEMENT_CACHE_SIZE = 500;

/** node:sqlite binds no booleans or dates; store them as SQLite itself would (0/1, ISO text). */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqlite);
}

interface Prepared {
  statement: StatementSync;
  /** The names of the result's columns; none for a statement that returns no rows. */
  columns: string[];
}

/**
 * Rows come from SQLite as arrays and become objects here: objects built in JavaScript, with
 * their keys in one order, cost less to make and to read than those node:sqlite makes.
 */
function rowObject(columns: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < columns.length; index++) row[columns[index] as string] = values[index];
  return row;
}

/**
 * Presents Node's built-in `node:sqlite` as the better-sqlite3-shaped database Kysely's
 * SqliteDialect expects. Prepared statements are kept, since the same queries repeat.
 */
export class NodeSqliteAdapter implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #statements = new LRUCache<string, Prepared>({ max: STATEMENT_CACHE_SIZE });

  constructor(path: string) {
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#db.exec('PRAGMA foreign_keys = ON');
    this.#db.exec('PRAGMA busy_timeout = 5000');
  }

  prepare(sql: string): SqliteStatement {
    const { statement, columns } = this.#statement(sql);
    return {
      reader: columns.length > 0,
      all: (parameters) =>
        (statement.all(...bind(parameters)) as unknown as unknown[][]).map((values) =>
          rowObject(columns, values),
        ),
      run: (parameters) => {
        const result = statement.run(...bind(parameters));
        return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
      },
      *iterate(parameters) {
        for (const values of statement.iterate(...bind(parameters))) {
          yield rowObject(columns, values as unknown as unknown[]);
        }
      },
    };
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  #statement(sql: string): Prepared {
    const cached = this.#statements.get(sql);
    if (cached) return cached;
    const statement = this.#db.prepare(sql);
    const columns = statement.columns().map((column) => column.name);
    if (columns.length > 0) statement.setReturnArrays(true);
    const prepared = { statement, columns };
    this.#statements.set(sql, prepared);
    return prepared;
  }
}
