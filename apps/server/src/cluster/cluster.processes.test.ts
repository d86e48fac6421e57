import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Publication } from '@coresense/shared';
import { childPids, isRunning } from '@coresense/test-support/process-tree';
import { type ServerProcess, startServer } from '@coresense/test-support/server';
import { requestOnNewConnection } from '../test-support/new-connection.ts';

/**
 * The real server with WORKERS=2 (src/server.ts as a child process): one primary that prepared
 * the database, two workers sharing the port. Every call here opens a connection of its own, so
 * node:cluster hands the calls to the workers in turn.
 */

const ADMIN_PASSWORD = 'cluster-admin-password';
const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

async function waitFor(what: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const FOOTER = { slogan: 'Sense more', copyright: '© CoreSense', icp: '', links: [] };

describe('WORKERS=2: one primary, two workers on one port', { timeout: 120_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;
  let workers: number[];

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-cluster-'));
    server = await startServer({
      WORKERS: '2',
      DATA_DIR: dataDir,
      CACHE: 'on',
      ADMIN_PASSWORD,
      METRICS_TOKEN,
      ENQUIRY_RATE_LIMIT: '5',
      ENQUIRY_RATE_WINDOW_SECONDS: '60',
      // The primary says at info level when every worker listens.
      LOG_LEVEL: 'info',
    });
    await waitFor('both workers to listen', () =>
      /"workers":2,[^\n]*CoreSense server listening/.test(server.output()),
    );
    workers = childPids(server.child.pid!);
  });

  /** The administrator's session cookie (`sid=…`). */
  async function signInAdmin(): Promise<string> {
    const login = await requestOnNewConnection(server.baseUrl, '/api/login/account', {
      method: 'POST',
      headers: { origin: server.baseUrl },
      body: { username: 'admin', password: ADMIN_PASSWORD, type: 'account' },
    });
    assert.equal(login.status, 200, login.body);
    const sid = [login.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('sid='));
    assert.ok(sid, 'a session cookie');
    return sid.split(';', 1)[0]!;
  }

  after(async () => {
    await server?.stop('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('the primary forked two workers and the demo content was seeded once', async () => {
    assert.equal(workers.length, 2, `workers: ${workers}`);
    for (let n = 0; n < 6; n++) {
      const health = await requestOnNewConnection(server.baseUrl, '/healthz');
      assert.equal(health.status, 200);
      const list = await requestOnNewConnection(server.baseUrl, '/api/v1/product/list?pageSize=1');
      assert.equal(list.status, 200, list.body);
      assert.equal(JSON.parse(list.body).data.total, 24, 'the demo has 24 products, seeded once');
    }
    const page = await requestOnNewConnection(server.baseUrl, '/index?lang=en-US');
    assert.ok([200, 503].includes(page.status), `a page answers (503 without a site build): ${page.status}`);
  });

  test('the primary and every worker run with the memory settings, though started without them', async () => {
    // startServer runs `node src/server.ts` with no flags: the process restarted itself in place.
    for (const pid of [server.child.pid!, ...workers]) {
      const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
      assert.ok(args.includes('--max-semi-space-size=16'), `${pid}: ${args.join(' ')}`);
      assert.ok(args.includes('--max-old-space-size=1024'), `${pid}: ${args.join(' ')}`);
      const env = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
      assert.ok(env.includes('MALLOC_ARENA_MAX=2'), `${pid}: MALLOC_ARENA_MAX`);
    }
  });

  test('a content change made on one worker is seen at once on every worker', async () => {
    const read = async () => {
      const answer = await requestOnNewConnection(
        server.baseUrl,
        '/api/v1/other/data/data?type=footer&lang=en_US',
      );
      assert.equal(answer.status, 200, answer.body);
      return JSON.parse(JSON.parse(answer.body).data).slogan as string | undefined;
    };
    // Warm both workers' caches: the calls alternate between them.
    const before = new Set<string | undefined>();
    for (let n = 0; n < 20; n++) before.add(await read());
    assert.equal(before.size, 1, `every worker answered the same: ${[...before]}`);

    const origin = { origin: server.baseUrl };
    const cookie = await signInAdmin();

    for (const slogan of ['Sensing the future', 'Sensing the present', 'Sensing the past']) {
      const saved = await requestOnNewConnection(server.baseUrl, '/api/v1/other/data/edit?lang=en_US', {
        method: 'POST',
        headers: { ...origin, cookie },
        body: { type: 'footer', data: { ...FOOTER, slogan } },
      });
      assert.equal(saved.status, 200, saved.body);
      const after: Array<string | undefined> = [];
      for (let n = 0; n < 20; n++) after.push(await read());
      assert.deepEqual(new Set(after), new Set([slogan]), `every read after the change sees it: ${after}`);
    }
  });

  test('the enquiry rate limit counts one client across workers', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) {
      const answer = await requestOnNewConnection(server.baseUrl, '/api/v1/contact/us/submit', {
        method: 'POST',
        body: { name: `cluster ${n}`, email: 'a@example.com', phone: '0510 1234 5678' },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        assert.equal(JSON.parse(answer.body).code, 'RATE_LIMITED');
        assert.ok(Number(answer.headers['retry-after']) > 0, 'Retry-After');
      }
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
    // The product enquiry form shares the contact form's allowance, across workers too.
    const ask = await requestOnNewConnection(server.baseUrl, '/api/v1/product/ask', {
      method: 'POST',
      body: { name: 'cluster', email: 'a@example.com', phone: '0510 1234 5678', productId: 1 },
    });
    assert.equal(ask.status, 429, ask.body);
  });

  test('page views counted by both workers reach the analysis; the monitor covers both', async () => {
    const cookie = await signInAdmin();
    const analysis = async () => {
      const answer = await requestOnNewConnection(server.baseUrl, '/api/v1/admin/dashboard/analysis', {
        headers: { cookie },
      });
      assert.equal(answer.status, 200, answer.body);
      return JSON.parse(answer.body).data;
    };
    const before = (await analysis()).pageViews.total;
    // Each beacon on a connection of its own: they alternate between the workers. Each from a
    // browser of its own, as a client counts once a day per page.
    for (let n = 0; n < 10; n++) {
      const view = await requestOnNewConnection(server.baseUrl, '/api/v1/stats/view', {
        method: 'POST',
        headers: { 'user-agent': `cluster visitor ${n}` },
        body: { path: '/about-us', lang: 'en_US' },
      });
      assert.equal(view.status, 204, view.body);
    }
    // Each worker stores its counts every two seconds, the one answering at once.
    const deadline = Date.now() + 10_000;
    let total = before;
    while (total < before + 10 && Date.now() < deadline) {
      await sleep(250);
      total = (await analysis()).pageViews.total;
    }
    assert.equal(total, before + 10);

    // Whichever worker answers, it asks the primary for both workers' figures.
    for (let n = 0; n < 4; n++) {
      const answer = await requestOnNewConnection(server.baseUrl, '/api/v1/admin/dashboard/monitor', {
        headers: { cookie },
      });
      assert.equal(answer.status, 200, answer.body);
      const monitor = JSON.parse(answer.body).data;
      assert.equal(monitor.processes, 2, 'both workers reported');
      assert.ok(monitor.requests.perSecond > 0);
      assert.ok(monitor.memory.rss > monitor.memory.heapUsed);
      assert.ok(monitor.uptimeSeconds >= 1);
    }
  });

  test('/metrics answers the requests of every worker added up, whichever worker is scraped', async () => {
    const scrape = async () => {
      const answer = await requestOnNewConnection(server.baseUrl, '/metrics', {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      assert.equal(answer.status, 200, answer.body);
      const line = /^http_requests_total\{method="GET",route="\/readyz",status_code="200"\} (\d+)$/m.exec(
        answer.body,
      );
      return Number(line?.[1] ?? 0);
    };
    const before = await scrape();
    // Each on a connection of its own: they alternate between the workers.
    for (let n = 0; n < 6; n++)
      assert.equal((await requestOnNewConnection(server.baseUrl, '/readyz')).status, 200);
    for (let n = 0; n < 4; n++) assert.equal(await scrape(), before + 6);
  });

  test('a preview link opens on every worker, shows the latest version, and no worker caches it', async (t) => {
    const publicPage = await requestOnNewConnection(server.baseUrl, '/company-news?lang=en-US');
    if (publicPage.status === 503) return t.skip('the site is not built (npm run build -w @coresense/site)');
    const cookie = await signInAdmin();
    const admin = { origin: server.baseUrl, cookie };
    const list = await requestOnNewConnection(server.baseUrl, '/api/v1/admin/news?pageSize=20', {
      headers: admin,
    });
    // An article public in English (the demo content also has one whose English is a draft).
    const { id } = (JSON.parse(list.body).data.list as Array<{ id: number; publication: Publication }>).find(
      (item) => item.publication.en_US.state === 'published',
    )!;
    const record = JSON.parse(
      (await requestOnNewConnection(server.baseUrl, `/api/v1/admin/news/${id}`, { headers: admin })).body,
    ).data;
    // A version newer than what the public sees, as a draft save keeps it.
    const draft = 'A headline only the preview shows';
    const database = new DatabaseSync(path.join(dataDir, 'coresense.db'));
    try {
      database
        .prepare(
          `insert into content_versions (resource, record_key, version, changed_fields, snapshot, created_at)
           values ('news', ?, (select coalesce(max(version), 0) + 1 from content_versions where resource = 'news' and record_key = ?), '[]', ?, ?)`,
        )
        .run(
          String(id),
          String(id),
          JSON.stringify({
            ...record,
            i18n: { ...record.i18n, en_US: { ...record.i18n.en_US, title: draft } },
          }),
          new Date().toISOString(),
        );
    } finally {
      database.close();
    }
    const made = await requestOnNewConnection(server.baseUrl, `/api/v1/admin/news/${id}/preview`, {
      method: 'POST',
      headers: admin,
      body: { lang: 'en_US' },
    });
    assert.equal(made.status, 200, made.body);
    const link = new URL(JSON.parse(made.body).data.url);
    const detail = `/company-news/detail?id=${id}&lang=en-US`;
    // The calls alternate between the workers: each checks the token with the shared key.
    for (let n = 0; n < 6; n++) {
      const preview = await requestOnNewConnection(server.baseUrl, `${link.pathname}${link.search}`);
      assert.equal(preview.status, 200, preview.body.slice(0, 200));
      assert.ok(preview.body.includes(draft), 'the preview shows the latest version');
      assert.equal(preview.headers['cache-control'], 'no-store');
      const published = await requestOnNewConnection(server.baseUrl, detail);
      assert.equal(published.status, 200);
      assert.ok(!published.body.includes(draft), 'the public page never shows it');
      assert.notEqual(published.headers['cache-control'], 'no-store');
    }
  });

  test('a worker that dies is replaced', async () => {
    const [victim, survivor] = workers as [number, number];
    process.kill(victim, 'SIGKILL');
    await waitFor('a replacement worker', () => {
      const now = childPids(server.child.pid!);
      return now.length === 2 && !now.includes(victim);
    });
    const replacement = childPids(server.child.pid!).find((pid) => pid !== survivor)!;
    await waitFor('the replacement to listen', () =>
      new RegExp(`"pid":${replacement},[^\\n]*Server listening at`).test(server.output()),
    );
    assert.match(server.output(), /worker died; starting a replacement/);
    for (let n = 0; n < 6; n++)
      assert.equal((await requestOnNewConnection(server.baseUrl, '/healthz')).status, 200);
    workers = childPids(server.child.pid!);
  });

  test('SIGTERM stops every worker gracefully, then the primary exits 0', async () => {
    assert.equal(workers.length, 2);
    await server.stop('SIGTERM');
    assert.equal(server.child.exitCode, 0, server.output());
    for (const pid of workers) assert.ok(!isRunning(pid), `worker ${pid} has ended`);
    // The database the workers shared opens whole. (Whether the last of two processes closing at
    // once checkpoints the write-ahead log is SQLite's choice; what it holds is kept either way.)
    const database = new DatabaseSync(path.join(dataDir, 'coresense.db'));
    try {
      assert.deepEqual({ ...database.prepare('pragma integrity_check').get() }, { integrity_check: 'ok' });
      const { count } = database.prepare('select count(*) as count from products').get() as { count: number };
      assert.equal(count, 24, 'the demo catalogue is all there');
    } finally {
      database.close();
    }
  });
});
