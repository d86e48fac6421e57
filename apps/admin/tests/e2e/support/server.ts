import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ADMIN_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.resolve(ADMIN_ROOT, '../server/src/server.ts');
const ADMIN_BUNDLE = path.join(ADMIN_ROOT, 'dist', 'index.html');
const SITE_BUILD = path.resolve(ADMIN_ROOT, '../site/build/server/index.js');

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password';

export interface AdminServer {
  baseUrl: string;
  /** Whether the public site is built, so that its pages can be checked too. */
  siteBuilt: boolean;
  /** What the server printed, for a failure's message. */
  output(): string;
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

/** The bundle the server serves; built once when a checkout has none. */
async function ensureBundle() {
  if (existsSync(ADMIN_BUNDLE)) return;
  const vite = path.resolve(ADMIN_ROOT, '../../node_modules/.bin/vite');
  await promisify(execFile)(vite, ['build'], { cwd: ADMIN_ROOT });
}

/**
 * The real server process (what `npm start` runs) on a fresh data folder with the demo content,
 * serving the back-office bundle, the site and the API on one port.
 */
export async function startAdminServer(): Promise<AdminServer> {
  await ensureBundle();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-admin-e2e-'));
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
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ENQUIRY_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '1000',
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
    siteBuilt: existsSync(SITE_BUILD),
    output: () => output,
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
