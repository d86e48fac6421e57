import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { JsonContents } from '../content-types.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database.ts';
import { createFileStore } from '../lib/file-stores.ts';
import { temporaryDatabase } from './postgres.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database and a data folder of its own. */
  open(): Promise<TestDatabase>;
}

export interface TestDatabase {
  database: DatabaseHandle;
  dataDir: string;
  /** Another connection (pool) to the same database, as a second server process would hold. */
  connectAgain(): DatabaseHandle;
  /** Drops the database (file or PostgreSQL database) and the data folder. */
  destroy(): Promise<void>;
}

async function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'coresense-test-'));
}

/*
 * Migrating takes about 100 ms on SQLite and 450 ms on PostgreSQL, for each of the hundreds of
 * databases a run makes; each test process migrates one template per backend and each test's
 * database is a copy of it (a file copy; CREATE DATABASE … TEMPLATE, about 70 ms).
 */

const dropAfterTests: Array<() => Promise<void>> = [];
// At the top level of the first test file that imports this module: after that file's tests, or
// after every test of the process when files share one (--test-isolation=none).
after(async () => {
  for (const drop of dropAfterTests) await drop();
});

function sqliteBackend(): Backend {
  let template: Promise<string> | undefined;
  const migratedTemplate = async () => {
    const dir = await tempDataDir();
    dropAfterTests.push(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'template.db');
    const database = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(database.db);
    await database.close();
    return file;
  };
  return {
    name: 'sqlite',
    async open() {
      template ??= migratedTemplate();
      const dataDir = await tempDataDir();
      const file = path.join(dataDir, 'test.db');
      await copyFile(await template, file);
      const database = openDatabase({ kind: 'sqlite', file });
      return {
        database,
        dataDir,
        connectAgain: () => openDatabase({ kind: 'sqlite', file }),
        destroy: async () => {
          await database.close().catch(() => {});
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

function postgresBackend(serverUrl: string): Backend {
  let template: Promise<string> | undefined;
  const migratedTemplate = async () => {
    const created = await temporaryDatabase(serverUrl, 'test_template');
    dropAfterTests.push(created.drop);
    const database = openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 });
    await migrateToLatest(database.db);
    // A template is copied only while nobody is connected to it.
    await database.close();
    return created.name;
  };
  return {
    name: 'postgres',
    async open() {
      template ??= migratedTemplate();
      const copy = await temporaryDatabase(serverUrl, 'test', await template);
      const dataDir = await tempDataDir();
      const database = openDatabase({ kind: 'postgres', url: copy.url, poolSize: 5 });
      return {
        database,
        dataDir,
        connectAgain: () => openDatabase({ kind: 'postgres', url: copy.url, poolSize: 3 }),
        destroy: async () => {
          await database.close().catch(() => {});
          await copy.drop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

let backends: Backend[] | undefined;

/** SQLite always; PostgreSQL too when `TEST_DATABASE_URL` names one. */
export function testBackends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  backends ??= url ? [sqliteBackend(), postgresBackend(url)] : [sqliteBackend()];
  return backends;
}

let sharedBucket: Promise<TestS3Server> | undefined;

/**
 * `TEST_FILE_STORE=s3` keeps every test app's files in a bucket (one s3rver per test process,
 * a prefix per app), so that any test file also runs against an S3 store.
 */
async function fileStoreOfTheRun(): Promise<Partial<Config>> {
  if (process.env.TEST_FILE_STORE !== 's3') return {};
  sharedBucket ??= startS3Server().then((server) => {
    dropAfterTests.push(() => server.stop());
    return server;
  });
  return { fileStore: (await sharedBucket).location(`test-${crypto.randomUUID()}`) };
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
    shareDrawsPerMinute: 1000,
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
  options: {
    config?: Partial<Config>;
    cleanup?: (fn: () => Promise<void>) => void;
    /** A content registry of the test's own (`JSON_CONTENTS` otherwise). */
    contents?: JsonContents;
  } = {},
): Promise<TestApp> {
  const { database, dataDir, destroy } = await backend.open();
  const config = testConfig(dataDir, { ...(await fileStoreOfTheRun()), ...options.config });
  const app = await buildApp({
    config,
    database,
    // The bucket when the config names one (`config: { fileStore }`), else the data folder's.
    fileStore: await createFileStore(config),
    ...(options.contents ? { contents: options.contents } : {}),
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
