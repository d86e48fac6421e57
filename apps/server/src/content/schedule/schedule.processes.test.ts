import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerProcess, startServer } from '@coresense/test-support/server';
import { type RawAnswer, requestOnNewConnection } from '../../test-support/new-connection.ts';
import { temporaryDatabase, withPgClient } from '../../test-support/postgres.ts';

/*
 * Scheduled actions in the layouts contract §10 names, with real server processes
 * (src/server.ts): a restart between scheduling and the action's time, WORKERS=2 on one SQLite
 * file, and two separate servers sharing one PostgreSQL database. Each action must take effect
 * within 5 s of its time (or at the start, when the server was down then) and run exactly once.
 */

const ADMIN_PASSWORD = 'schedule-admin-password';
const CONTRACT_DELAY_MS = 5_000;

interface Answer extends Omit<RawAnswer, 'body'> {
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
}

/** One call on a fresh connection, so that with WORKERS each call may land on either worker. */
async function call(
  base: string,
  pathname: string,
  options: { method?: string; cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const answer = await requestOnNewConnection(base, pathname, {
    method: options.method,
    body: options.body,
    headers: { origin: base, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  return { ...answer, body: answer.body ? JSON.parse(answer.body) : undefined };
}

async function signIn(base: string): Promise<string> {
  const login = await call(base, '/api/login/account', {
    method: 'POST',
    body: { username: 'admin', password: ADMIN_PASSWORD, type: 'account' },
  });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const sid = [login.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('sid='));
  assert.ok(sid, 'a session cookie');
  return sid.split(';', 1)[0] as string;
}

const text = (title: string) => ({
  title,
  summary: '',
  content: `<p>${title}</p>`,
  publishDate: '2026-12-01',
  files: [],
});

/** A draft announcement and a publish of both languages scheduled at `at`; answers its id. */
async function scheduleAnnouncement(
  base: string,
  cookie: string,
  title: string,
  at: string,
): Promise<number> {
  const created = await call(base, '/api/v1/admin/investor', {
    method: 'POST',
    cookie,
    body: {
      type: 'announcement',
      enabled: true,
      i18n: { zh_CN: text(`${title}（中文）`), en_US: text(title) },
      publish: [],
    },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const id = created.body.data.id as number;
  const scheduled = await call(base, `/api/v1/admin/investor/${id}/publish`, {
    method: 'POST',
    cookie,
    body: { langs: ['zh_CN', 'en_US'], at },
  });
  assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
  return id;
}

/** When each record first answers publicly in English (polled on fresh connections), or a failure at `deadline`. */
async function whenPublic(
  base: string,
  ids: readonly number[],
  deadline: number,
): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  while (seen.size < ids.length) {
    if (Date.now() > deadline) {
      assert.fail(`not public in time: ${ids.filter((id) => !seen.has(id)).join(', ')}`);
    }
    for (const id of ids) {
      if (seen.has(id)) continue;
      if ((await call(base, `/api/v1/investor/detail?id=${id}&lang=en_US`)).status === 200)
        seen.set(id, Date.now());
    }
    await sleep(100);
  }
  return seen;
}

/** How each scheduled action of `ids` ended, and how often each record was published, as the database holds them. */
interface Ledger {
  outcomes: Array<{ record: string; outcome: string | null }>;
  /**
   * Audit entries of scheduled runs per record. Each is written in the transaction that
   * published, so one entry is one publish; a second run would leave a second.
   */
  runs: Map<string, number>;
  /** Entries of publishes made outside the schedule: a run records none of its own. */
  publishes: Map<string, number>;
}

function tally(rows: Array<{ action: string; resource_id: string }>, action: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.action === action) counts.set(row.resource_id, (counts.get(row.resource_id) ?? 0) + 1);
  return counts;
}

function sqliteLedger(dataDir: string): Ledger {
  const db = new DatabaseSync(path.join(dataDir, 'coresense.db'), { readOnly: true });
  try {
    const outcomes = db
      .prepare(
        `select record_key as record, outcome from scheduled_actions where resource = 'investor' order by id`,
      )
      .all() as Array<{ record: string; outcome: string | null }>;
    const audit = db
      .prepare(`select action, resource_id from audit_log where resource = 'investor'`)
      .all() as Array<{ action: string; resource_id: string }>;
    return {
      outcomes: outcomes.map((row) => ({ ...row })),
      runs: tally(audit, 'scheduled-publish'),
      publishes: tally(audit, 'publish'),
    };
  } finally {
    db.close();
  }
}

async function postgresLedger(url: string): Promise<Ledger> {
  return withPgClient(url, async (client) => {
    const outcomes = await client.query<{ record: string; outcome: string | null }>(
      `select record_key as record, outcome from scheduled_actions where resource = 'investor' order by id`,
    );
    const audit = await client.query<{ action: string; resource_id: string }>(
      `select action, resource_id from audit_log where resource = 'investor'`,
    );
    return {
      outcomes: outcomes.rows,
      runs: tally(audit.rows, 'scheduled-publish'),
      publishes: tally(audit.rows, 'publish'),
    };
  });
}

/** Every action ran, each exactly once. */
function assertRanOnce(ledger: Ledger, ids: readonly number[]) {
  assert.deepEqual(
    ledger.outcomes,
    ids.map((id) => ({ record: String(id), outcome: 'done' })),
  );
  for (const id of ids) {
    assert.equal(ledger.runs.get(String(id)), 1, `record ${id}: one scheduled run`);
    assert.equal(ledger.publishes.get(String(id)), undefined, `record ${id}: no second audit entry`);
  }
}

const secondsAhead = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const baseEnv = { ADMIN_PASSWORD, SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' };

describe('scheduled actions across server processes', { timeout: 180_000 }, () => {
  test('an action due while the server was down runs once when it starts again', async (t) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-schedule-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startServer({ ...baseEnv, DATA_DIR: dataDir });
    let second: ServerProcess | undefined;
    t.after(async () => {
      await first.stop('SIGKILL');
      await second?.stop('SIGKILL');
    });
    const cookie = await signIn(first.baseUrl);
    const at = secondsAhead(3);
    const id = await scheduleAnnouncement(first.baseUrl, cookie, 'Announced across a restart', at);
    await first.stop();
    assert.deepEqual(
      sqliteLedger(dataDir).outcomes,
      [{ record: String(id), outcome: null }],
      'still pending',
    );

    while (Date.now() < Date.parse(at) + 500) await sleep(100);
    second = await startServer({ ...baseEnv, DATA_DIR: dataDir });
    await whenPublic(second.baseUrl, [id], Date.now() + CONTRACT_DELAY_MS);
    await sleep(1500);
    assertRanOnce(sqliteLedger(dataDir), [id]);
  });

  test('WORKERS=2 on one SQLite file: each action runs once, and every worker serves it within 5 s', async (t) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-schedule-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ ...baseEnv, DATA_DIR: dataDir, WORKERS: '2', CACHE: 'on' });
    t.after(() => server.stop('SIGKILL'));
    const cookie = await signIn(server.baseUrl);
    const at = secondsAhead(3);
    const ids: number[] = [];
    for (let n = 0; n < 4; n++)
      ids.push(await scheduleAnnouncement(server.baseUrl, cookie, `Worker announcement ${n}`, at));
    // Cached lists in both workers, which the run must drop.
    for (let n = 0; n < 4; n++)
      assert.equal((await call(server.baseUrl, '/api/v1/investor/list?lang=en_US')).status, 200);

    const seen = await whenPublic(server.baseUrl, ids, Date.parse(at) + CONTRACT_DELAY_MS);
    for (const [id, when] of seen) assert.ok(when >= Date.parse(at), `record ${id} not before its time`);
    t.diagnostic(`public ${Math.max(...seen.values()) - Date.parse(at)} ms after their time at the latest`);
    for (let n = 0; n < 4; n++) {
      const list = await call(server.baseUrl, '/api/v1/investor/list?lang=en_US&pageSize=100');
      const listed = list.body.data.list.map((item: { id: number }) => item.id);
      assert.ok(
        ids.every((id) => listed.includes(id)),
        `each worker's list shows them (${listed})`,
      );
    }
    await sleep(1500);
    assertRanOnce(sqliteLedger(dataDir), ids);
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  test('two servers sharing one PostgreSQL database run each action once', { skip: !adminUrl }, async (t) => {
    const database = await temporaryDatabase(adminUrl as string, 'schedule');
    t.after(database.drop);
    const dirs = [
      await mkdtemp(path.join(tmpdir(), 'coresense-schedule-')),
      await mkdtemp(path.join(tmpdir(), 'coresense-schedule-')),
    ];
    t.after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
    // Separate machines share no cache invalidation without Redis (contract §12): caches off.
    const env = { ...baseEnv, DATABASE_URL: database.url, CACHE: 'off' };
    const one = await startServer({ ...env, DATA_DIR: dirs[0] as string });
    t.after(() => one.stop('SIGKILL'));
    const two = await startServer({ ...env, DATA_DIR: dirs[1] as string });
    t.after(() => two.stop('SIGKILL'));

    const cookie = await signIn(one.baseUrl);
    const at = secondsAhead(3);
    const ids: number[] = [];
    for (let n = 0; n < 6; n++)
      ids.push(await scheduleAnnouncement(one.baseUrl, cookie, `Shared announcement ${n}`, at));
    const seen = await whenPublic(two.baseUrl, ids, Date.parse(at) + CONTRACT_DELAY_MS);
    for (const [id, when] of seen) assert.ok(when >= Date.parse(at), `record ${id} not before its time`);
    t.diagnostic(`public ${Math.max(...seen.values()) - Date.parse(at)} ms after their time at the latest`);
    await sleep(1500);
    assertRanOnce(await postgresLedger(database.url), ids);
  });
});
