import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import pino from 'pino';
import { openDatabase } from '../../db/database.ts';
import { prepareDatabase } from '../../startup.ts';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends, testConfig } from '../../test-support/test-app.ts';
import { ensurePrivacyPolicy } from './privacy-policy.ts';

/*
 * UX review minor 29: the privacy policy was code legal staff could not edit. It is the
 * `privacy` page block now: written with its first text at start, edited and published in the
 * back-office, and read from the block by the site's /privacy page and sitemap.
 */

for (const backend of testBackends()) {
  describe(`the privacy policy block (${backend.name})`, () => {
    const s = useTestApp(backend, { setup: (t) => ensurePrivacyPolicy(t.app.services.blocks) });
    const page = async (lang: 'zh-CN' | 'en-US') => {
      const answer = await s.app.inject({ method: 'GET', url: `/privacy?lang=${lang}` });
      assert.equal(answer.statusCode, 200);
      return answer.body;
    };

    test('starts with the policy’s text in both languages, published', async () => {
      assert.match(await page('zh-CN'), /不使用任何统计、广告或跟踪 Cookie/);
      const english = await page('en-US');
      assert.match(english, /<h2>5\. Cookies and local storage<\/h2>/);
      assert.match(english, /<time dateTime="2026-11-24">/);
      const block = JSON.parse((await s.get('/api/v1/other/data/data?type=privacy&lang=en_US')).body.data);
      assert.equal(block.updated, '2026-11-24');
    });

    test('legal staff edit it like any page block; the page and the sitemap follow, a restart keeps it', async () => {
      const legal = adminApi(s.app, (await signedInStaff(s.app, ['blocks:read', 'blocks:write'])).cookie);
      const saved = await legal.post('/api/v1/other/data/edit?lang=en_US', {
        type: 'privacy',
        data: {
          updated: '2026-12-01',
          content: '<h2>1. Who we are</h2><p>Edited by legal.</p><script>alert(1)</script>',
        },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const english = await page('en-US');
      assert.match(english, /<h2>1\. Who we are<\/h2><p>Edited by legal\.<\/p>/);
      assert.doesNotMatch(english, /alert\(1\)/, 'rich text is sanitised');
      assert.doesNotMatch(english, /Cookies and local storage/);
      assert.match(english, /<time dateTime="2026-12-01">/);
      assert.match(await page('zh-CN'), /不使用任何统计/, 'the other language is as it was');
      const sitemap = (await s.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      assert.match(sitemap, /privacy\?lang=en-US<\/loc>\s*<lastmod>2026-12-01/);

      const versions = await legal.get('/api/v1/admin/blocks/privacy/versions');
      assert.equal(versions.status, 200);
      assert.ok(versions.body.data.length >= 2, 'the first text and the edit are versions');

      await ensurePrivacyPolicy(s.app.services.blocks);
      assert.match(await page('en-US'), /Edited by legal\./, 'the start does not overwrite an edit');
      assert.equal(
        (
          await legal.post('/api/v1/other/data/edit?lang=en_US', {
            type: 'privacy',
            data: { updated: 'soon', content: '' },
          })
        ).status,
        400,
      );
    });
  });
}

describe('the privacy policy at start', () => {
  test('a new database gets the demo company and the policy; one without the demo, the policy alone', async (t) => {
    for (const seedDemo of [true, false]) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-privacy-'));
      t.after(() => rm(dataDir, { recursive: true, force: true }));
      await prepareDatabase(testConfig(dataDir, { seedDemo }), pino({ level: 'silent' }));
      const { db, close } = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'coresense.db') });
      try {
        const products = await db.selectFrom('products').select('id').execute();
        assert.equal(products.length > 0, seedDemo, `demo seeded: ${seedDemo}`);
        const policy = await db
          .selectFrom('page_blocks')
          .where('type', '=', 'privacy')
          .select('lang')
          .execute();
        assert.deepEqual(policy.map((row) => row.lang).sort(), ['en_US', 'zh_CN']);
      } finally {
        await close();
      }
    }
  });
});
