import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

/** The real server as a separate process (what `npm start` runs), for crash, shutdown, load and browser runs. */

const SERVER_DIR = path.resolve(import.meta.dirname, '../../../apps/server');
const START_TIMEOUT_MS = 120_000;

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
 * (without its database, Redis and public address) and waits until /healthz answers.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, PUBLIC_URL: _public, ...inherited } = process.env;
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
  const deadline = Date.now() + START_TIMEOUT_MS;
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
  throw new Error(`server did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${printed}`);
}

export const DEMO_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

export interface DemoServer extends ServerProcess {
  dataDir: string;
  /** Rows the server stored in its SQLite database (read-only). */
  query<T>(sql: string, ...params: Array<string | number>): T[];
}

/**
 * The server in production mode on SQLite in a fresh data folder, which it fills with the demo
 * content and the administrator `DEMO_ADMIN` on first start; rate limits are lifted so that
 * tests can send forms and sign in freely. `stop` removes the folder.
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-demo-'));
  let server: ServerProcess;
  try {
    server = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: DEMO_ADMIN.username,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      ENQUIRY_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    dataDir,
    query<T>(sql: string, ...params: Array<string | number>): T[] {
      const db = new DatabaseSync(path.join(dataDir, 'coresense.db'), { readOnly: true });
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
