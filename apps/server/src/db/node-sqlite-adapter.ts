import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

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

/**
 * Presents Node's built-in `node:sqlite` as the better-sqlite3-shaped database Kysely's
 * SqliteDialect expects. Prepared statements are kept, since the same queries repeat.
 */
export class NodeSqliteAdapter implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, { statement: StatementSync; reader: boolean }>();

  constructor(path: string) {
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#db.exec('PRAGMA foreign_keys = ON');
    this.#db.exec('PRAGMA busy_timeout = 5000');
  }

  prepare(sql: string): SqliteStatement {
    const { statement, reader } = this.#statement(sql);
    return {
      reader,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => {
        const result = statement.run(...bind(parameters));
        return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
      },
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  #statement(sql: string): { statement: StatementSync; reader: boolean } {
    const cached = this.#statements.get(sql);
    if (cached) return cached;
    if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    const statement = this.#db.prepare(sql);
    const prepared = { statement, reader: statement.columns().length > 0 };
    this.#statements.set(sql, prepared);
    return prepared;
  }
}
