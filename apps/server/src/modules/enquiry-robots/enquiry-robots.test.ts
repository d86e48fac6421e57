import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, type TestContext, test } from 'node:test';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { afterTest, buildTestApp, testBackends } from '../../test-support/test-app.ts';

const CONTACT = '/api/v1/contact/us/submit';
const ROBOTS = '/api/v1/admin/enquiry-robots';
const SECRET = 'SEC0123456789abcdef-robot-secret';
const MESSAGE_TEXT = 'Our confidential project Falcon needs 5000 pcs';

interface Received {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/**
 * A robot platform on a free local port: keeps every post and answers as the platforms do
 * (`errcode` 0; Feishu `code` 0), or HTTP 500 for the first `failures` posts.
 */
async function robotPlatform(t: TestContext, { failures = 0 } = {}) {
  const received: Received[] = [];
  let failuresLeft = failures;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      received.push({
        path: url.pathname,
        query: url.searchParams,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(500).end('busy');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        url.pathname.startsWith('/open-apis/')
          ? JSON.stringify({ code: 0, msg: 'success', data: {} })
          : JSON.stringify({ errcode: 0, errmsg: 'ok' }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    host,
    wecom: `http://${host}/cgi-bin/webhook/send?key=wecom-key`,
    dingtalk: `http://${host}/robot/send?access_token=ding-token`,
    feishu: `http://${host}/open-apis/bot/v2/hook/feishu-hook-id`,
  };
}

/** HMAC-SHA256 as base64 through WebCrypto, apart from the server's node:crypto. */
async function hmacBase64(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return Buffer.from(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message))).toString('base64');
}

for (const backend of testBackends()) {
  describe(`enquiry robots (${backend.name})`, () => {
    /** The app allowed to post to the test's local platform only, with a staff member who may set robots. */
    async function setUp(t: TestContext, platform: { host: string }) {
      const { app } = await buildTestApp(backend, {
        config: {
          publicUrl: 'https://www.coresense.example',
          robotHosts: { wecom: [platform.host], dingtalk: [platform.host], feishu: [platform.host] },
        },
        cleanup: afterTest(t),
      });
      const staff = await signedInStaff(app, ['enquiries:read', 'enquiries:write']);
      const api = adminApi(app, staff.cookie);
      const submit = async (name: string) => {
        const response = await app.inject({
          method: 'POST',
          url: `${CONTACT}?lang=en_US`,
          payload: { name, email: 'li.lei@example.com', phone: '+86 510 8888 1234', mind: MESSAGE_TEXT },
        });
        assert.equal(response.statusCode, 200, response.body);
        const [row] = await app.db.selectFrom('enquiries').select('id').where('name', '=', name).execute();
        return row!.id;
      };
      return { app, api, staff, submit };
    }

    test('only https addresses of the platform’s own hosts are taken; anything else is 400 on url', async (t) => {
      const { app } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const { cookie } = await signedInStaff(app, ['enquiries:write']);
      const api = adminApi(app, cookie);
      const robot = { platform: 'wecom', enabled: true, lang: 'zh_CN' };
      for (const [platform, url] of [
        ['wecom', 'http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k'],
        ['wecom', 'https://evil.example/cgi-bin/webhook/send?key=k'],
        ['wecom', 'https://qyapi.weixin.qq.com.evil.example/cgi-bin/webhook/send?key=k'],
        ['wecom', 'https://qyapi.weixin.qq.com@evil.example/cgi-bin/webhook/send?key=k'],
        ['wecom', 'https://qyapi.weixin.qq.com:8443/cgi-bin/webhook/send?key=k'],
        ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/other?key=k'],
        ['wecom', 'https://oapi.dingtalk.com/robot/send?access_token=t'],
        ['dingtalk', 'https://127.0.0.1/robot/send?access_token=t'],
        ['dingtalk', 'ftp://oapi.dingtalk.com/robot/send'],
        ['feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/'],
        ['feishu', 'not a url'],
      ]) {
        const answer = await api.put(`${ROBOTS}/contact`, { ...robot, platform, url });
        assert.equal(answer.status, 400, `${platform} ${url}`);
        assert.equal(answer.body.code, 'VALIDATION_ERROR');
        assert.deepEqual(
          answer.body.errors.map((error: { field: string }) => error.field),
          ['url'],
        );
      }
      const empty = await api.put(`${ROBOTS}/contact`, { ...robot, url: '' });
      assert.equal(empty.status, 400, 'switched on without an address');
      assert.equal(empty.body.errors[0].field, 'url');
      assert.equal((await api.get(ROBOTS)).body.data[0].url, '', 'nothing was stored');

      for (const [platform, url] of [
        ['wecom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc'],
        ['dingtalk', 'https://oapi.dingtalk.com/robot/send?access_token=abc'],
        ['feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/abc'],
        ['feishu', 'https://open.larksuite.com/open-apis/bot/v2/hook/abc'],
      ]) {
        const answer = await api.put(`${ROBOTS}/product`, { ...robot, platform, url });
        assert.equal(answer.status, 200, `${platform} ${url}: ${JSON.stringify(answer.body)}`);
      }
    });

    test('the secret is stored but never answered in full, kept when absent, removed with null, and logged only as changed', async (t) => {
      const platform = await robotPlatform(t);
      const { app, api } = await setUp(t, platform);
      const robot = { platform: 'dingtalk', url: platform.dingtalk, enabled: true, lang: 'en_US' };
      const saved = await api.put(`${ROBOTS}/job`, { ...robot, secret: SECRET });
      assert.equal(saved.status, 200);
      assert.equal(saved.body.data.secret, '••••cret');
      assert.ok(!JSON.stringify((await api.get(ROBOTS)).body).includes(SECRET));
      assert.equal((await api.put(`${ROBOTS}/job`, robot)).body.data.secret, '••••cret', 'kept');
      const stored = await app.db.selectFrom('enquiry_robots').select('secret').executeTakeFirstOrThrow();
      assert.equal(stored.secret, SECRET);
      const entries = await app.db
        .selectFrom('audit_log')
        .select(['action', 'changes'])
        .where('resource', '=', 'enquiries')
        .where('resource_id', '=', 'job')
        .orderBy('id')
        .execute();
      assert.equal(entries.length, 2);
      assert.equal(entries[0]!.action, 'update-robot');
      assert.ok(!JSON.stringify(entries).includes(SECRET), 'the log never holds the secret');
      assert.deepEqual(JSON.parse(entries[0]!.changes).secret, { from: '***', to: '***' });
      assert.equal((await api.put(`${ROBOTS}/job`, { ...robot, secret: null })).body.data.secret, null);
    });

    test('a new enquiry posts exactly one message, with a link and without the visitor’s text', async (t) => {
      const platform = await robotPlatform(t);
      const { app, api, submit } = await setUp(t, platform);
      await api.put(`${ROBOTS}/contact`, {
        platform: 'wecom',
        url: platform.wecom,
        enabled: true,
        lang: 'en_US',
      });
      // The product robot is switched off: a contact message is not its business anyway.
      await api.put(`${ROBOTS}/product`, {
        platform: 'wecom',
        url: platform.wecom,
        enabled: false,
        lang: 'en_US',
      });

      const id = await submit('Han Meimei');
      assert.equal(platform.received.length, 0, 'nothing is posted while the visitor waits');
      const robots = app.services.enquiryRobots;
      const [first, second] = await Promise.all([robots.deliverDue(), robots.deliverDue()]);
      assert.equal(first! + second!, 1, 'two processes looking together post it once');
      assert.equal(await robots.deliverDue(Date.now() + 3_600_000), 0, 'and never again');
      assert.equal(platform.received.length, 1);

      const [post] = platform.received;
      assert.equal(post!.path, '/cgi-bin/webhook/send');
      assert.equal(post!.query.get('key'), 'wecom-key');
      assert.equal(post!.body.msgtype, 'text');
      const content = (post!.body.text as { content: string }).content;
      assert.match(content, /^New message from Han Meimei$/m);
      assert.match(content, /^Received: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/m);
      assert.ok(content.includes(`https://www.coresense.example/admin/enquiries?open=${id}`), content);
      assert.ok(!content.includes('Falcon'), 'the visitor’s message stays in the back-office');
      assert.ok(!JSON.stringify(post!.body).includes(MESSAGE_TEXT));
    });

    test('a platform answering 500 is tried again after a minute', async (t) => {
      const platform = await robotPlatform(t, { failures: 1 });
      const { app, api, submit } = await setUp(t, platform);
      await api.put(`${ROBOTS}/contact`, {
        platform: 'wecom',
        url: platform.wecom,
        enabled: true,
        lang: 'zh_CN',
      });
      await submit('李雷');
      const robots = app.services.enquiryRobots;
      const now = Date.now();
      assert.equal(await robots.deliverDue(now), 0, 'refused');
      const kept = await app.db.selectFrom('webhook_outbox').selectAll().executeTakeFirstOrThrow();
      assert.equal(kept.attempts, 1);
      assert.match(kept.last_error, /HTTP 500/);
      assert.equal(await robots.deliverDue(now + 30_000), 0, 'not due again yet');
      assert.equal(await robots.deliverDue(now + 61_000), 1, 'tried again a minute on');
      assert.equal(platform.received.length, 2);
      assert.match((platform.received[1]!.body.text as { content: string }).content, /^新的留言：李雷$/m);
    });

    test('DingTalk posts carry the timestamp and signature of the robot’s secret in the address', async (t) => {
      const platform = await robotPlatform(t);
      const { app, api, submit } = await setUp(t, platform);
      await api.put(`${ROBOTS}/contact`, {
        platform: 'dingtalk',
        url: platform.dingtalk,
        secret: SECRET,
        enabled: true,
        lang: 'en_US',
      });
      await submit('Lucy');
      const now = Date.now();
      assert.equal(await app.services.enquiryRobots.deliverDue(now), 1);
      const [post] = platform.received;
      assert.equal(post!.path, '/robot/send');
      assert.equal(post!.query.get('access_token'), 'ding-token');
      assert.equal(post!.query.get('timestamp'), String(now), 'milliseconds');
      assert.equal(post!.query.get('sign'), await hmacBase64(SECRET, `${now}\n${SECRET}`));
      assert.equal(post!.body.msgtype, 'text');
      assert.match((post!.body.text as { content: string }).content, /^New message from Lucy$/m);
    });

    test('Feishu posts carry the timestamp and signature in the body; without a secret, none', async (t) => {
      const platform = await robotPlatform(t);
      const { app, api, submit } = await setUp(t, platform);
      await api.put(`${ROBOTS}/contact`, {
        platform: 'feishu',
        url: platform.feishu,
        secret: SECRET,
        enabled: true,
        lang: 'en_US',
      });
      await submit('Lily');
      const now = Date.now();
      assert.equal(await app.services.enquiryRobots.deliverDue(now), 1);
      const [post] = platform.received;
      assert.equal(post!.path, '/open-apis/bot/v2/hook/feishu-hook-id');
      const seconds = Math.floor(now / 1000);
      assert.equal(post!.body.timestamp, String(seconds), 'seconds');
      assert.equal(post!.body.sign, await hmacBase64(`${seconds}\n${SECRET}`, ''));
      assert.equal(post!.body.msg_type, 'text');
      assert.match((post!.body.content as { text: string }).text, /^New message from Lily$/m);

      await api.put(`${ROBOTS}/contact`, {
        platform: 'feishu',
        url: platform.feishu,
        secret: null,
        enabled: true,
        lang: 'en_US',
      });
      await submit('Lily again');
      assert.equal(await app.services.enquiryRobots.deliverDue(), 1);
      assert.equal(platform.received[1]!.body.sign, undefined);
      assert.equal(platform.received[1]!.body.timestamp, undefined);
    });

    test('the test button posts to the stored robot at once; a platform’s refusal is answered', async (t) => {
      const platform = await robotPlatform(t, { failures: 1 });
      const { api } = await setUp(t, platform);
      assert.equal((await api.post(`${ROBOTS}/job/test`, {})).status, 400, 'no address yet');
      await api.put(`${ROBOTS}/job`, {
        platform: 'wecom',
        url: platform.wecom,
        enabled: false,
        lang: 'zh_CN',
      });
      const refused = await api.post(`${ROBOTS}/job/test`, {});
      assert.equal(refused.status, 200);
      assert.equal(refused.body.data.delivered, false);
      assert.match(refused.body.data.error, /HTTP 500/);
      const delivered = await api.post(`${ROBOTS}/job/test`, {});
      assert.deepEqual(delivered.body.data, { delivered: true, error: '' });
      assert.equal(platform.received.length, 2);
      assert.match((platform.received[1]!.body.text as { content: string }).content, /测试消息/);
    });

    test('a robot switched off after the enquiry arrived posts nothing', async (t) => {
      const platform = await robotPlatform(t);
      const { app, api, submit } = await setUp(t, platform);
      const robot = { platform: 'wecom', url: platform.wecom, lang: 'en_US' };
      await api.put(`${ROBOTS}/contact`, { ...robot, enabled: true });
      await submit('Jim');
      await api.put(`${ROBOTS}/contact`, { ...robot, enabled: false });
      assert.equal(await app.services.enquiryRobots.deliverDue(), 0);
      assert.equal(platform.received.length, 0);
      assert.equal(await app.services.enquiryRobots.deliverDue(Date.now() + 3_600_000), 0, 'given up');
      await submit('Jim again');
      assert.equal(
        await app.db
          .selectFrom('webhook_outbox')
          .select('id')
          .execute()
          .then((rows) => rows.length),
        1,
        'no message is queued for a robot switched off',
      );
    });

    test('setting robots takes enquiries:write', async (t) => {
      const { app } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const robot = { platform: 'wecom', url: '', enabled: false, lang: 'zh_CN' };
      await assertRouteGuards(app, [
        { method: 'GET', url: ROBOTS, authority: 'enquiries:write', allowed: 200 },
        {
          method: 'PUT',
          url: `${ROBOTS}/contact`,
          authority: 'enquiries:write',
          payload: robot,
          allowed: 200,
        },
        {
          method: 'POST',
          url: `${ROBOTS}/contact/test`,
          authority: 'enquiries:write',
          payload: {},
          allowed: 400,
        },
      ]);
    });
  });
}
