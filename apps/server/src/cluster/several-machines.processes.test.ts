import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, type ServerProcess, startServer } from '@coresense/test-support/server';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { type TemporaryDatabase, temporaryDatabase, withPgClient } from '../test-support/postgres.ts';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';

/*
 * README "Running on several machines" (contract §12), end to end: two server processes, each
 * with its own DATA_DIR, sharing one PostgreSQL database, one Redis and one bucket (s3rver),
 * behind nginx configured by the README's own example block.
 */

const README = path.resolve(import.meta.dirname, '../../../../README.md');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const adminUrl = process.env.TEST_DATABASE_URL;
/**
 * A database of Redis this test owns (number 13 of the test Redis), apart from the one the other
 * tests share while they run beside it: its rate-limit keys are removed afterwards.
 */
const REDIS_URL = Object.assign(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'), {
  pathname: '/13',
}).href;
const ADMIN_PASSWORD = 'several-machines-admin-password';
const ADMIN_EMAIL = 'admin@coresense.example';
const LOGIN_RATE_LIMIT = 6;
const METRICS_TOKEN = 'several-machines-metrics-token';

const skip = !adminUrl
  ? 'TEST_DATABASE_URL is not set: the layout needs PostgreSQL'
  : !NGINX
    ? 'nginx is not installed (apt-get install nginx)'
    : false;

/** The README's section on several machines: its environment and its nginx block. */
async function readmeLayout(): Promise<{ variables: string[]; nginx: string }> {
  const text = await readFile(README, 'utf8');
  const start = text.indexOf('### Running on several machines');
  assert.ok(start >= 0, 'the README has a section "Running on several machines"');
  const section = text.slice(start, text.indexOf('\n## ', start));
  const block = (language: string) => {
    const match = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(section);
    assert.ok(match, `the section has a ${language} block`);
    return match[1] as string;
  };
  const variables = [...block('sh').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1] as string);
  return { variables, nginx: block('nginx') };
}

/**
 * The README's block with the test's addresses in place of the example's: each `server` line of
 * the upstream names one process (its parameters kept), and nginx listens on `port`. Around it,
 * what nginx needs to run from a folder of its own, and an access log naming the upstream.
 */
function nginxConfig(block: string, dir: string, port: number, upstreams: string[]): string {
  const addresses = [...upstreams];
  const balanced = block.replace(/^(\s*server )\S+:\d+/gm, (_line, head: string) => {
    const address = addresses.shift();
    assert.ok(address, 'the example names as many servers as the test runs');
    return `${head}${address}`;
  });
  assert.equal(addresses.length, 0, 'the example names as many servers as the test runs');
  const listening = balanced.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  assert.notEqual(listening, balanced, 'the example listens on port 80');
  return `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  log_format upstreams '$status $upstream_addr $request';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${listening}
}
`;
}

interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
}

/** One JSON call, on a connection of its own so that nginx may pass each to either process. */
async function call(
  base: string,
  pathname: string,
  options: { method?: string; cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${pathname}`, {
    method: options.method ?? 'GET',
    headers: {
      connection: 'close',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, headers: response.headers, body };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** An SMTP server on a free local port that keeps the recipients of what it is sent. */
async function mailbox() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((to) => to.address));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const announcement = (title: string) => ({
  title,
  summary: '',
  content: `<p>${title}</p>`,
  publishDate: '2026-12-01',
  files: [],
});

describe('several machines: two processes, one PostgreSQL, one Redis, one bucket, behind nginx', {
  skip,
  timeout: 120_000,
}, () => {
  const started = Date.now();
  const dirs: string[] = [];
  let database: TemporaryDatabase;
  let bucket: TestS3Server;
  let mail: Awaited<ReturnType<typeof mailbox>>;
  let one: ServerProcess;
  let two: ServerProcess;
  let nginx: ChildProcess | undefined;
  let nginxDir: string;
  let balancer: string;
  let cookie: string;

  before(async () => {
    const layout = await readmeLayout();
    [database, mail, bucket] = await Promise.all([
      temporaryDatabase(adminUrl as string, 'machines'),
      mailbox(),
      startS3Server(),
    ]);
    const { endpoint, region, credentials } = bucket.location();
    const port = await freePort();
    balancer = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      FILE_STORE: `s3://${bucket.bucket}/machines-${crypto.randomUUID()}`,
      S3_ENDPOINT: endpoint as string,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials?.accessKeyId as string,
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey as string,
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_URL: balancer,
      TRUST_PROXY: 'on',
      METRICS_TOKEN,
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      CACHE: 'on',
      SMTP_URL: mail.url,
      ENQUIRY_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
    };
    const unset = layout.variables.filter((name) => !(name in env));
    assert.deepEqual(unset, [], 'the README names only variables this layout is tested with');
    for (let n = 0; n < 3; n++) dirs.push(await mkdtemp(path.join(tmpdir(), 'coresense-machine-')));
    // The first migrates and creates the administrator, as the README says to start them.
    one = await startServer({ ...env, DATA_DIR: dirs[0] as string });
    two = await startServer({ ...env, DATA_DIR: dirs[1] as string });

    nginxDir = dirs[2] as string;
    await chmod(nginxDir, 0o755);
    await mkdir(path.join(nginxDir, 'tmp'), { mode: 0o777 });
    const config = nginxConfig(
      layout.nginx,
      nginxDir,
      port,
      [one, two].map((s) => new URL(s.baseUrl).host),
    );
    await writeFile(path.join(nginxDir, 'nginx.conf'), config);
    nginx = spawn(
      NGINX as string,
      ['-p', nginxDir, '-e', `${nginxDir}/error.log`, '-c', `${nginxDir}/nginx.conf`, '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let nginxOutput = '';
    nginx.stderr?.on('data', (chunk: Buffer) => {
      nginxOutput += chunk.toString();
    });
    await waitFor(
      'nginx to answer',
      async () => {
        if (nginx?.exitCode !== null) assert.fail(`nginx exited: ${nginxOutput}`);
        return (await fetch(`${balancer}/healthz`).catch(() => undefined))?.ok || undefined;
      },
      10_000,
    );
  });

  after(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
    }
    await one?.stop();
    await two?.stop('SIGKILL');
    await mail?.close();
    await bucket?.stop();
    await database?.drop();
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    const keys = await redis.keys('coresense-rl:*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  test('nginx passes requests to both processes, each ready with the shared database, Redis and bucket', async () => {
    for (let n = 0; n < 6; n++) {
      const ready = await call(balancer, '/readyz');
      assert.equal(ready.status, 200, JSON.stringify(ready.body));
      assert.deepEqual(ready.body.checks, { database: 'ok', redis: 'ok', files: 'ok' });
    }
    const log = await readFile(path.join(nginxDir, 'access.log'), 'utf8');
    for (const server of [one, two])
      assert.match(log, new RegExp(`200 ${new URL(server.baseUrl).host} GET /readyz`));
    // Through the balancer, /metrics is not there; each process answers its own to the token.
    assert.equal((await call(balancer, '/metrics')).status, 404);
    const metrics = await fetch(`${one.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    assert.equal(metrics.status, 200);
    assert.match(
      await metrics.text(),
      /http_requests_total\{method="GET",route="\/readyz",status_code="200"\}/,
    );
  });

  test('a session signed in through one process holds on the other, and its end too', async () => {
    const login = await call(one.baseUrl, '/api/login/account', {
      method: 'POST',
      body: { username: 'admin', password: ADMIN_PASSWORD, type: 'account' },
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const sid = login.headers.getSetCookie().find((line) => line.startsWith('sid='));
    assert.ok(sid, 'a session cookie');
    cookie = sid.split(';', 1)[0] as string;
    for (const server of [one, two, one, two]) {
      assert.equal((await call(server.baseUrl, '/api/v1/sys/user/info', { cookie })).status, 200);
    }
    // A second session, ended through the other process: neither process accepts it any more.
    const other = await call(two.baseUrl, '/api/login/account', {
      method: 'POST',
      body: { username: 'admin', password: ADMIN_PASSWORD, type: 'account' },
    });
    const otherCookie = (other.headers.getSetCookie()[0] ?? '').split(';', 1)[0] as string;
    assert.equal(
      (await call(one.baseUrl, '/api/login/outLogin', { method: 'POST', cookie: otherCookie })).status,
      200,
    );
    for (const server of [one, two]) {
      assert.equal(
        (await call(server.baseUrl, '/api/v1/sys/user/info', { cookie: otherCookie })).status,
        401,
      );
    }
  });

  test('an edit through one process is served by the other at once, its cache dropped', async () => {
    const created = await call(one.baseUrl, '/api/v1/admin/investor', {
      method: 'POST',
      cookie,
      body: {
        type: 'announcement',
        enabled: true,
        i18n: { zh_CN: announcement('第一版'), en_US: announcement('First edition') },
        publish: ['zh_CN', 'en_US'],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id } = created.body.data;
    const detail = `/api/v1/investor/detail?id=${id}&lang=en_US`;
    for (let n = 0; n < 2; n++) {
      const seen = await call(two.baseUrl, detail);
      assert.equal(seen.status, 200, JSON.stringify(seen.body));
    }
    for (let edition = 2; edition <= 4; edition++) {
      const writer = edition % 2 === 0 ? one : two;
      const reader = edition % 2 === 0 ? two : one;
      const title = `Edition ${edition}`;
      const updated = await call(writer.baseUrl, `/api/v1/admin/investor/${id}`, {
        method: 'PUT',
        cookie,
        body: {
          type: 'announcement',
          enabled: true,
          i18n: { zh_CN: announcement(`第${edition}版`), en_US: announcement(title) },
          publish: ['zh_CN', 'en_US'],
        },
      });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      const read = await call(reader.baseUrl, detail);
      assert.equal(JSON.parse(read.body.data.jsonStr).title, title, `edition ${edition} read at once`);
    }
  });

  test('a scheduled action runs once, and a mail is sent once, whichever process comes first', async () => {
    await withPgClient(database.url, (client) =>
      client.query('update staff_users set email = $1 where username = $2', [ADMIN_EMAIL, 'admin']),
    );
    const forgot = await call(balancer, '/api/login/forgot-password', {
      method: 'POST',
      body: { account: 'admin' },
    });
    assert.equal(forgot.status, 200, JSON.stringify(forgot.body));

    const created = await call(two.baseUrl, '/api/v1/admin/investor', {
      method: 'POST',
      cookie,
      body: {
        type: 'announcement',
        enabled: true,
        i18n: { zh_CN: announcement('定时公告'), en_US: announcement('Scheduled') },
        publish: [],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id } = created.body.data;
    const at = new Date(Date.now() + 2000).toISOString();
    const scheduled = await call(two.baseUrl, `/api/v1/admin/investor/${id}/publish`, {
      method: 'POST',
      cookie,
      body: { langs: ['zh_CN', 'en_US'], at },
    });
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
    const publicOn = (server: ServerProcess) => async () =>
      (await call(server.baseUrl, `/api/v1/investor/detail?id=${id}&lang=en_US`)).status === 200 || undefined;
    await waitFor('the scheduled publish, seen through the other process', publicOn(one), 2000 + 5000);
    assert.ok(Date.now() >= Date.parse(at), 'not before its time');
    assert.equal(await publicOn(two)(), true);

    // Each process looks for due mail every 5 s.
    await waitFor('the reset mail', async () => (mail.received.length > 0 ? true : undefined), 12_000);
    const ledger = await withPgClient(database.url, async (client) => ({
      outcomes: (
        await client.query(`select outcome from scheduled_actions where record_key = $1`, [String(id)])
      ).rows,
      runs: (
        await client.query(
          `select count(*)::int as n from audit_log where action = 'scheduled-publish' and resource_id = $1`,
          [String(id)],
        )
      ).rows[0].n,
      mail: (await client.query('select attempts, sent_at is not null as sent from mail_outbox')).rows,
    }));
    assert.deepEqual(ledger.outcomes, [{ outcome: 'done' }]);
    assert.equal(ledger.runs, 1, 'one scheduled run');
    assert.deepEqual(ledger.mail, [{ attempts: 1, sent: true }], 'one mail, sent on the first try');
    assert.deepEqual(mail.received, [ADMIN_EMAIL]);
  });

  test('a rate limit is one allowance across both processes', async () => {
    const remaining: number[] = [];
    let refused: Answer | undefined;
    for (let n = 0; n < LOGIN_RATE_LIMIT + 1 && !refused; n++) {
      const server = n % 2 === 0 ? one : two;
      const answer = await call(server.baseUrl, '/api/login/forgot-password', {
        method: 'POST',
        body: { account: `nobody-${n}` },
      });
      if (answer.status === 429) refused = answer;
      else remaining.push(Number(answer.headers.get('x-ratelimit-remaining')));
    }
    assert.ok(refused, 'the limit was reached');
    // One counter: each process's answer counts the other's requests too.
    assert.deepEqual(
      remaining,
      remaining.map((_, n) => (remaining[0] as number) - n),
    );
    assert.equal(remaining.at(-1), 0);
    for (const server of [one, two]) {
      const answer = await call(server.baseUrl, '/api/login/forgot-password', {
        method: 'POST',
        body: { account: 'nobody' },
      });
      assert.equal(answer.status, 429);
    }
  });

  test('a file uploaded through one process is downloaded through the other', async () => {
    const bytes = Buffer.from(`%PDF-1.4\n% datasheet ${crypto.randomUUID()}\n%%EOF\n`);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'datasheet.pdf');
    const upload = await fetch(`${one.baseUrl}/api/v1/admin/files`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    assert.equal(upload.status, 200, await upload.clone().text());
    const { id } = ((await upload.json()) as { data: { id: number } }).data;
    const download = await fetch(`${two.baseUrl}/api/v1/admin/files/${id}/content`, { headers: { cookie } });
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), bytes);
    // Through the balancer, whichever process answers: a range of it too.
    for (let n = 0; n < 2; n++) {
      const range = await fetch(`${balancer}/api/v1/admin/files/${id}/content`, {
        headers: { cookie, range: 'bytes=0-7', connection: 'close' },
      });
      assert.equal(range.status, 206);
      assert.equal(Buffer.from(await range.arrayBuffer()).toString(), '%PDF-1.4');
    }
  });

  test('SIGKILL of one process mid-burst loses no acknowledged enquiry; the other carries on', async (t) => {
    const acknowledged = new Map<number, string>();
    const refusals = new Map<number, number>();
    let killed = false;
    let afterKill = 0;
    const worker = async (w: number) => {
      for (let seq = 0; !killed || afterKill < 100; seq++) {
        const name = `burst ${w}-${seq}`;
        const answer = await call(balancer, '/api/v1/contact/us/submit', {
          method: 'POST',
          body: { name, email: `w${w}@example.com`, phone: '0510 1234 5678', mind: name },
        });
        if (answer.status === 200) {
          acknowledged.set(answer.body.data.id, name);
          if (killed) afterKill++;
        } else refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await waitFor('a burst under way', async () => (acknowledged.size >= 40 ? true : undefined), 20_000);
    killed = true;
    await two.stop('SIGKILL');
    const atKill = acknowledged.size;
    await load;

    assert.equal(two.child.signalCode, 'SIGKILL');
    // Only what was in flight on the killed process is refused (nginx never retries a POST).
    assert.deepEqual(
      [...refusals.keys()].filter((status) => status !== 502),
      [],
      `refusals: ${[...refusals]}`,
    );
    const stored = await withPgClient(database.url, async (client) => {
      const { rows } = await client.query<{ id: number; name: string }>('select id, name from enquiries');
      return new Map(rows.map((row) => [Number(row.id), row.name]));
    });
    const missing = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
    assert.deepEqual(missing, [], 'acknowledged enquiries missing');
    t.diagnostic(
      `${atKill} acknowledged before the kill, ${acknowledged.size - atKill} after, ${refusals.get(502) ?? 0} refused (502); whole file ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});
