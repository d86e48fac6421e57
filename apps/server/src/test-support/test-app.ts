import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database.ts';
import { LocalFileStore } from '../lib/file-store.ts';
import { withPgClient } from './postgres.ts';

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database and a data folder of its own. */
  open(): Promise<TestDatabase>;
  /**
   * Runs schema changes (migrations up or down, introspection) in turn with every other test
   * process's: on PostgreSQL, Kysely's migrator reads the tables of every schema at once.
   */
  changingSchema<T>(work: () => Promise<T>): Promise<T>;
}

export interface TestDatabase {
  database: DatabaseHandle;
  dataDir: string;
  /** Drops the database (schema or file) and the data folder. */
  destroy(): Promise<void>;
}

async function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'coresense-test-'));
}

const sqliteBackend: Backend = {
  name: 'sqlite',
  async open() {
    const dataDir = await tempDataDir();
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'test.db') });
    await migrateToLatest(database.db);
    return {
      database,
      dataDir,
      destroy: async () => {
        await database.close().catch(() => {});
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
  changingSchema: (work) => work(),
};

/**
 * Kysely's migrator looks tables up across every schema of the database, which fails while
 * another test process drops its schema; creating, migrating and dropping test schemas take
 * turns under one advisory lock.
 */
function withSchemaLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withPgClient(url, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('coresense-test-schemas'))`);
    return work(client);
  });
}

function postgresBackend(url: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const dataDir = await tempDataDir();
      const schema = `test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const database = await withSchemaLock(url, async (client) => {
        await client.query(`create schema ${schema}`);
        const handle = openDatabase({ kind: 'postgres', url, schema, poolSize: 5 });
        await migrateToLatest(handle.db);
        return handle;
      });
      return {
        database,
        dataDir,
        destroy: async () => {
          await database.close().catch(() => {});
          await withSchemaLock(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
    changingSchema: (work) => withSchemaLock(url, () => work()),
  };
}

/** SQLite always; PostgreSQL too when `TEST_DATABASE_URL` names one. */
export function testBackends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteBackend, postgresBackend(url)] : [sqliteBackend];
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminUsername: 'admin',
    adminPassword: 'admin-password-for-tests',
    logLevel: 'silent',
    cache: true,
    seedDemo: false,
    trustProxy: false,
    enquiryRateLimit: { max: 1000, windowSeconds: 60 },
    loginRateLimit: 1000,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
}

/** The whole app on a fresh database; closed and dropped when the test (or suite) ends. */
export async function buildTestApp(
  backend: Backend,
  options: { config?: Partial<Config>; cleanup?: (fn: () => Promise<void>) => void } = {},
): Promise<TestApp> {
  const { database, dataDir, destroy } = await backend.open();
  const config = testConfig(dataDir, options.config);
  const app = await buildApp({
    config,
    database,
    fileStore: new LocalFileStore(path.join(dataDir, 'files')),
  });
  await app.ready();
  const teardown = async () => {
    await app.close();
    await destroy();
  };
  options.cleanup?.(teardown);
  return { app, database, dataDir };
}

/** Registers teardown on a test context: `buildTestApp(backend, { cleanup: afterTest(t) })`. */
export function afterTest(t: TestContext) {
  return (fn: () => Promise<void>) => t.after(fn);
}
