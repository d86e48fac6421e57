import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, test } from 'node:test';
import { DEMO_DATA_TEMPLATE, type DemoServer, prepareDemoTemplate, startDemoServer } from './server.ts';

describe('demo servers started on copies of one seeded template', () => {
  let template: string;
  const servers: DemoServer[] = [];
  const templateRows = (sql: string) => {
    const db = new DatabaseSync(path.join(template, 'coresense.db'), { readOnly: true });
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  };

  before(async () => {
    template = await mkdtemp(path.join(tmpdir(), 'coresense-demo-template-test-'));
    await prepareDemoTemplate(template);
    process.env[DEMO_DATA_TEMPLATE] = template;
  });

  after(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(template, { recursive: true, force: true });
  });

  async function start(): Promise<DemoServer> {
    const server = await startDemoServer();
    servers.push(server);
    return server;
  }

  test('the template is whole in its database file: no write-ahead log is left to copy', async () => {
    const wal = await stat(path.join(template, 'coresense.db-wal')).catch(() => undefined);
    assert.ok(!wal || wal.size === 0, 'the write-ahead log is checkpointed');
    const newsCount = templateRows('select count(*) as count from news')[0]?.count;
    assert.ok(Number(newsCount) > 0, 'the template holds the demo news');
  });

  test('a copy serves the demo content, its database and its files', async () => {
    const server = await start();
    const listed = (await (
      await fetch(`${server.baseUrl}/api/v1/news/list?pageSize=100&lang=en_US`)
    ).json()) as {
      data: { total: number };
    };
    assert.ok(listed.data.total > 0, 'the copy lists the demo news');

    const [image] = server.query<{ id: number; name: string; sha256: string }>(
      "select id, name, sha256 from files where mime like 'image/%' and parent_id is null and id in (select file_id from file_refs where owner_type = 'product') limit 1",
    );
    assert.ok(image, 'the demo products have images');
    const response = await fetch(`${server.baseUrl}/media/${image.id}/${image.name}`);
    assert.equal(response.status, 200);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(createHash('sha256').update(bytes).digest('hex'), image.sha256);
  });

  test("two servers from one template keep their writes to themselves (and out of the template's)", async () => {
    const [one, two] = await Promise.all([start(), start()]);
    assert.notEqual(one.dataDir, two.dataDir);
    const enquiries = (server: DemoServer) =>
      server.query<{ count: number }>('select count(*) as count from enquiries')[0]?.count;
    const enquiriesOfTwo = enquiries(two);
    const response = await fetch(`${one.baseUrl}/api/v1/contact/us/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Template test',
        email: 't@example.com',
        phone: '0510 1234 5678',
        mind: 'hi',
      }),
    });
    assert.equal(response.status, 200, await response.clone().text());
    const stored = (server: DemoServer) =>
      server.query<{ count: number }>(
        "select count(*) as count from enquiries where name = 'Template test'",
      )[0]?.count;
    assert.equal(stored(one), 1);
    assert.equal(stored(two), 0);
    assert.equal(enquiries(two), enquiriesOfTwo);
    assert.equal(
      templateRows("select count(*) as count from enquiries where name = 'Template test'")[0]?.count,
      0,
    );
  });
});
