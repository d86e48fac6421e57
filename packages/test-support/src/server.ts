import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { constants } from 'node:fs';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

/** The real server as a separate process (what `npm start` runs), for crash, shutdown, load and browser runs. */

const SERVER_DIR = path.resolve(import.meta.dirname, '../../../apps/server');
const START_TIMEOUT_MS = 120_000;
/**
 * A first start seeds the demo content (pictures, datasheets) before it answers. `npm test` runs
 * some steps niced beside the browsers, where that took more than 120 s of waiting for a core:
 * starved, not stuck.
 */
const SEEDING_START_TIMEOUT_MS = 300_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** The last few KiB the server printed, for a failure's message. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `apps/server/src/server.ts` on a free port with `env` over the shell's environment
 * (without its database, Redis, file store and public address) and waits until /healthz answers.
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = START_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const {
    DATABASE_URL: _database,
    REDIS_URL: _redis,
    PUBLIC_URL: _public,
    FILE_STORE: _files,
    ...inherited
  } = process.env;
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: ServerProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited during start (${child.exitCode}):\n${printed}`);
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s:\n${printed}`);
}

export const DEMO_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/**
 * The folder of demo data seeded once for a test run (`with-demo-template.ts` sets it): a demo
 * server starts on a copy of it instead of seeding for 2–3 s. Unset, each server seeds its own.
 */
export const DEMO_DATA_TEMPLATE = 'DEMO_DATA_TEMPLATE';

const DEMO_DATABASE_FILE = 'coresense.db';

/** What a demo server stores on first start is a function of these and of the code. */
function demoEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_USERNAME: DEMO_ADMIN.username,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    ENQUIRY_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT: '1000',
  };
}

/**
 * Variables that change how the server serves but not what it stores on first start. A caller
 * setting any other one (the administrator, the database, the time zone, seeding itself) may be
 * asking for other data, so its server seeds its own instead of copying the template.
 */
const SERVING_ONLY_VARIABLES = new Set([
  'LOG_LEVEL',
  'CACHE',
  'TRUST_PROXY',
  'WORKERS',
  'ENQUIRY_RATE_LIMIT',
  'ENQUIRY_RATE_WINDOW_SECONDS',
  'LOGIN_RATE_LIMIT',
  'HEADERS_TIMEOUT_SECONDS',
  'REQUEST_TIMEOUT_SECONDS',
  'SMTP_URL',
]);

/**
 * Seeds the demo content into the empty folder `dataDir` by starting a demo server on it and
 * stopping it cleanly, then checkpoints SQLite's write-ahead log into the database file, so that
 * a plain file copy of the folder is a whole, consistent database.
 */
export async function prepareDemoTemplate(dataDir: string): Promise<void> {
  const server = await startServer(demoEnv(dataDir), { timeoutMs: SEEDING_START_TIMEOUT_MS });
  await server.stop();
  if (server.child.exitCode !== 0) {
    throw new Error(`the demo server seeding ${dataDir} did not stop cleanly:\n${server.output()}`);
  }
  const db = new DatabaseSync(path.join(dataDir, DEMO_DATABASE_FILE));
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** The run's template for a server with `env`; none without one, or when `env` bears on the data. */
function usableTemplate(env: Record<string, string>): string | undefined {
  const template = process.env[DEMO_DATA_TEMPLATE];
  if (!template) return undefined;
  return Object.keys(env).every((name) => SERVING_ONLY_VARIABLES.has(name)) ? template : undefined;
}

async function copyTemplate(template: string, dataDir: string): Promise<void> {
  const database = await stat(path.join(template, DEMO_DATABASE_FILE)).catch(() => undefined);
  if (!database?.isFile()) {
    throw new Error(
      `${DEMO_DATA_TEMPLATE}=${template} holds no ${DEMO_DATABASE_FILE}: run the tests through ` +
        'packages/test-support/src/with-demo-template.ts, or unset it to seed each server',
    );
  }
  // The database, its write-ahead log files if any and the uploaded files; a clone where the file system can.
  await cp(template, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
}

export interface DemoServer extends ServerProcess {
  dataDir: string;
  /** Rows the server stored in its SQLite database (read-only). */
  query<T>(sql: string, ...params: Array<string | number>): T[];
}

/**
 * The server in production mode on SQLite in a fresh data folder with the demo content and the
 * administrator `DEMO_ADMIN`: a copy of the run's template (`DEMO_DATA_TEMPLATE`), or else seeded
 * by the server on first start. Rate limits are lifted so that tests can send forms and sign in
 * freely. `stop` removes the folder.
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-demo-'));
  let server: ServerProcess;
  try {
    const template = usableTemplate(env);
    if (template) await copyTemplate(template, dataDir);
    server = await startServer(
      { ...demoEnv(dataDir), ...env },
      { timeoutMs: template ? START_TIMEOUT_MS : SEEDING_START_TIMEOUT_MS },
    );
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    dataDir,
    query<T>(sql: string, ...params: Array<string | number>): T[] {
      const db = new DatabaseSync(path.join(dataDir, DEMO_DATABASE_FILE), { readOnly: true });
      try {
        return db
          .prepare(sql)
          .all(...params)
          .map((row) => ({ ...row })) as T[];
      } finally {
        db.close();
      }
    },
    async stop(signal?: NodeJS.Signals) {
      await server.stop(signal);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
