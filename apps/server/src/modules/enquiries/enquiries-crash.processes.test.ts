import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerProcess, startServer } from '@coresense/test-support/server';
import { temporaryDatabase, withPgClient } from '../../test-support/postgres.ts';

/*
 * "Every submission answered success: true is stored durably before the answer is sent"
 * (contract §3): the real server, killed without warning in the middle of a burst, must still
 * hold every enquiry it acknowledged, in a database that is not corrupt.
 */

const LOAD_MS = 2500;
const WORKERS = 12;

interface Target {
  name: 'sqlite' | 'postgres';
  /** Environment that points the server at a fresh database, and how to read and drop it. */
  prepare(dataDir: string): Promise<{
    env: Record<string, string>;
    storedNames(): Promise<Map<number, string>>;
    drop(): Promise<void>;
  }>;
}

const sqliteTarget: Target = {
  name: 'sqlite',
  async prepare(dataDir) {
    return {
      env: {},
      async storedNames() {
        const db = new DatabaseSync(path.join(dataDir, 'coresense.db'));
        try {
          const check = db.prepare('PRAGMA integrity_check').all();
          assert.deepEqual(
            check.map((row) => row.integrity_check),
            ['ok'],
          );
          const rows = db.prepare('select id, name from enquiries').all() as Array<{
            id: number;
            name: string;
          }>;
          return new Map(rows.map((row) => [Number(row.id), row.name]));
        } finally {
          db.close();
        }
      },
      drop: async () => {},
    };
  },
};

function postgresTarget(adminUrl: string): Target {
  return {
    name: 'postgres',
    async prepare() {
      const database = await temporaryDatabase(adminUrl, 'crash');
      return {
        env: { DATABASE_URL: database.url },
        storedNames: () =>
          withPgClient(database.url, async (client) => {
            const { rows } = await client.query<{ id: number; name: string }>(
              'select id, name from enquiries',
            );
            return new Map(rows.map((row) => [Number(row.id), row.name]));
          }),
        // The killed server's sessions may linger for a moment: `drop` forces them out.
        drop: database.drop,
      };
    },
  };
}

const targets: Target[] = [sqliteTarget];
if (process.env.TEST_DATABASE_URL) targets.push(postgresTarget(process.env.TEST_DATABASE_URL));

/** Sends contact forms from `workers` loops until `stopped()`; records every acknowledged id. */
function startLoad(base: string, workers: number, stopped: () => boolean) {
  const acknowledged = new Map<number, string>();
  let inFlight = 0;
  const worker = async (w: number) => {
    for (let seq = 0; !stopped(); seq++) {
      const name = `crash ${w}-${seq}`;
      inFlight++;
      try {
        const response = await fetch(`${base}/api/v1/contact/us/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: `w${w}@example.com`, phone: '0510 1234 5678', mind: name }),
        });
        const body = (await response.json()) as { success: boolean; data?: { id: number } };
        if (!body.success || !body.data)
          throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body)}`);
        acknowledged.set(body.data.id, name);
      } catch (error) {
        // After the kill, connection errors are what the test is about; before it, a failure.
        if (!stopped()) throw error;
      } finally {
        inFlight--;
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  // Awaited later (and raced against the load period); this only keeps Node from calling it unhandled.
  done.catch(() => {});
  return { acknowledged, inFlight: () => inFlight, done };
}

for (const target of targets) {
  describe(`enquiries survive a crash (${target.name})`, () => {
    test('every acknowledged enquiry is in an intact database after SIGKILL mid-burst', {
      timeout: 90_000,
    }, async (t) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-crash-'));
      let database: Awaited<ReturnType<Target['prepare']>> | undefined;
      let server: ServerProcess | undefined;
      try {
        database = await target.prepare(dataDir);
        server = await startServer({
          ...database.env,
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          ENQUIRY_RATE_LIMIT: '100000',
          ADMIN_PASSWORD: 'crash-test-admin-password',
        });
        const { baseUrl: base, child } = server;

        let killed = false;
        const load = startLoad(base, WORKERS, () => killed);
        await Promise.race([sleep(LOAD_MS), load.done]);
        const inFlightAtKill = load.inFlight();
        killed = true;
        await server.stop('SIGKILL');
        await load.done;

        assert.equal(child.signalCode, 'SIGKILL', 'the server was killed, not stopped');
        assert.ok(inFlightAtKill > 0, 'requests were in flight at the kill');
        const { acknowledged } = load;
        assert.ok(
          acknowledged.size >= 20,
          `enough load to mean something (${acknowledged.size} acknowledged)`,
        );

        const stored = await database.storedNames();
        const missing = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
        assert.deepEqual(missing, [], 'acknowledged enquiries missing after the crash');
        t.diagnostic(
          `${acknowledged.size} acknowledged, ${stored.size} stored, ${inFlightAtKill} in flight at kill`,
        );
      } finally {
        await server?.stop('SIGKILL');
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
