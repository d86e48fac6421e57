import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { startServer } from '@coresense/test-support/server';

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  ADMIN_PASSWORD: 'shutdown-test-password',
  ENQUIRY_RATE_LIMIT: '100000',
});

const enquiry = (n: number) =>
  JSON.stringify({ name: `shutdown ${n}`, email: 'a@example.com', phone: '0510 1234 5678' });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} lets requests in flight finish and closes the database cleanly`, {
    timeout: 60_000,
  }, async (t) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-shutdown-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer(env(dataDir));
    t.after(() => server.stop('SIGKILL'));

    // Keep requests coming, and send the signal while they are: some are mid-way when it lands.
    const statuses: number[] = [];
    let signalled = false;
    const worker = async (w: number) => {
      for (let n = 0; !signalled || statuses.length < 2000; n++) {
        try {
          const response = await fetch(`${server.baseUrl}/api/v1/contact/us/submit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: enquiry(w * 100_000 + n),
          });
          await response.text();
          statuses.push(response.status);
        } catch {
          return; // the server has stopped listening
        }
        if (signalled && statuses.at(-1) === 503) return;
      }
    };
    const workers = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    while (statuses.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    signalled = true;
    await server.stop(signal);
    await workers;

    assert.equal(server.child.exitCode, 0, server.output());
    // Requests being handled finish; ones that arrive once closing has begun are refused.
    assert.ok(
      statuses.every((status) => status === 200 || status === 503),
      `answers were 200 or 503: ${[...new Set(statuses)]}`,
    );
    const accepted = statuses.filter((status) => status === 200);

    // A clean close checkpoints the write-ahead log into the database file.
    const wal = path.join(dataDir, 'coresense.db-wal');
    assert.ok(!existsSync(wal) || (await stat(wal)).size === 0, 'the WAL was checkpointed on close');
    const db = new DatabaseSync(path.join(dataDir, 'coresense.db'), { readOnly: true });
    try {
      const rows = db.prepare('select count(*) as n from enquiries').get() as { n: number };
      assert.equal(Number(rows.n), accepted.length, 'every accepted enquiry is stored');
    } finally {
      db.close();
    }
  });
}

test('a bad configuration stops the start with one message naming every bad variable', async () => {
  await assert.rejects(startServer({ DATABASE_URL: 'mysql://nope', DATA_DIR: tmpdir() }), (error) => {
    assert.match(String(error), /Invalid configuration/);
    assert.match(String(error), /DATABASE_URL/);
    return true;
  });
});

test('a single process adds the memory settings it was not given and keeps those it was', async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-memory-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startServer({
    ...env(dataDir),
    NODE_OPTIONS: '--max-old-space-size=300',
    MALLOC_ARENA_MAX: '4',
  });
  t.after(() => server.stop('SIGKILL'));
  const pid = server.child.pid!;
  const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
  assert.ok(args.includes('--max-semi-space-size=16'), args.join(' '));
  assert.ok(!args.includes('--max-old-space-size=1024'), args.join(' '));
  const environment = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
  assert.ok(environment.includes('MALLOC_ARENA_MAX=4'));
  assert.ok(environment.includes('NODE_OPTIONS=--max-old-space-size=300'));
  assert.equal((await fetch(`${server.baseUrl}/healthz`)).status, 200);
});
