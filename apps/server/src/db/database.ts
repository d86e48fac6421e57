import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { NodeSqliteAdapter } from './node-sqlite-adapter.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export type DatabaseOptions =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The connection pool's use now (PostgreSQL; SQLite has one connection and no pool). */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  /** Connections open, idle among them, and the most the pool opens. */
  open: number;
  idle: number;
  max: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Counts come back from PostgreSQL as int8 text; every count here fits a JS number. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * Transactions take SQLite's write lock when they begin: a transaction that read first and
 * writes later cannot wait for the lock (SQLite answers "busy" at once when another process
 * wrote meanwhile), which several server processes on one file would otherwise meet.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function databaseOptionsFrom(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'sqlite', file: path.join(config.dataDir, 'coresense.db') };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.kind === 'sqlite') {
    if (options.file !== ':memory:') mkdirSync(path.dirname(options.file), { recursive: true });
    const adapter = new NodeSqliteAdapter(options.file);
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: adapter }) });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: options.url, max, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, max, waiting: pool.waitingCount }),
  };
}

/**
 * On PostgreSQL the migration tables are pinned to the connection's own schema: Kysely looks
 * them up across every schema, and another schema's tables would otherwise count as ours.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** The migrator of this application's migrations, keeping its own table in the database's schema. */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const schema = await migrationTableSchema(db);
  return new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = await createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Resolves when the database answers a query; throws what went wrong otherwise. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
