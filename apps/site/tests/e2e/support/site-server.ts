import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../../../server/src/server.ts');
const SITE_BUILD = path.resolve(import.meta.dirname, '../../../build/server/index.js');

export interface SiteServer {
  baseUrl: string;
  dataDir: string;
  /** Rows the server stored in its SQLite database (read-only). */
  query<T>(sql: string, ...params: Array<string | number>): T[];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within 120 s:\n${output()}`);
}

/**
 * The real server process (`apps/server/src/server.ts`, what `npm start` runs) on a fresh data
 * folder, which it fills with the demo content on first start, serving the built site.
 */
export async function startSiteServer(): Promise<SiteServer> {
  if (!existsSync(SITE_BUILD)) {
    throw new Error('The site is not built: run `npm run build -w @coresense/site` first.');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-site-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // SQLite in a data folder of its own, whatever the environment of the test run names.
  const { DATABASE_URL, PUBLIC_URL, REDIS_URL, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: path.dirname(SERVER_ENTRY),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      ENQUIRY_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    await waitUntilHealthy(baseUrl, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    baseUrl,
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
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
