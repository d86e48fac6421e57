import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The real server as a separate process (`src/server.ts`), for crash, shutdown and load runs. */

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

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

export interface ChildServer {
  child: ChildProcess;
  base: string;
  /** The last few KiB the server printed. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server on a free port with `env` (and nothing of the shell's database or Redis)
 * and waits until /healthz answers.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
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
  const server: ChildServer = {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited during start (${child.exitCode}):\n${printed}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not become healthy:\n${printed}`);
}
