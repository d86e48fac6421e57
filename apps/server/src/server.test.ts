import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { startChildServer } from './test-support/child-server.ts';

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
    const server = await startChildServer(env(dataDir));
    t.after(() => server.stop('SIGKILL'));

    const inFlight = Array.from({ length: 40 }, (_, n) =>
      fetch(`${server.base}/api/v1/contact/us/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: enquiry(n),
      }).then((response) => response.status),
    );
    const stopped = server.stop(signal);
    const statuses = await Promise.allSettled(inFlight);
    await stopped;

    assert.equal(server.child.exitCode, 0, server.output());
    const answered = statuses.filter((s) => s.status === 'fulfilled').map((s) => s.value);
    assert.ok(
      answered.every((status) => status === 200),
      `every answered request succeeded: ${answered}`,
    );

    // A clean close checkpoints the write-ahead log into the database file.
    const wal = path.join(dataDir, 'coresense.db-wal');
    assert.ok(!existsSync(wal) || (await stat(wal)).size === 0, 'the WAL was checkpointed on close');
    const db = new DatabaseSync(path.join(dataDir, 'coresense.db'), { readOnly: true });
    try {
      const rows = db.prepare('select count(*) as n from enquiries').get() as { n: number };
      assert.equal(Number(rows.n), answered.length, 'every answered enquiry is stored');
    } finally {
      db.close();
    }
  });
}

test('a bad configuration stops the start with one message naming every bad variable', async () => {
  await assert.rejects(startChildServer({ DATABASE_URL: 'mysql://nope', DATA_DIR: tmpdir() }), (error) => {
    assert.match(String(error), /Invalid configuration/);
    assert.match(String(error), /DATABASE_URL/);
    return true;
  });
});
