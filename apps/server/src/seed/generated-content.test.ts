import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminEnquiry, newsI18n } from '@coresense/shared';
import { signedInStaff } from '../test-support/auth.ts';
import { useContentSuite } from '../test-support/content-suite.ts';
import { testBackends } from '../test-support/test-app.ts';
import { seedGeneratedEnquiries } from './generated-enquiries.ts';
import { seedGeneratedNews } from './generated-news.ts';

/* `npm run seed -- --news N --enquiries N` (issue 26), on a small N. */

for (const backend of testBackends()) {
  describe(`generated news and enquiries (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue', 'news'] });

    const generatedNews = async () =>
      (
        await s.db
          .selectFrom('news_i18n')
          .innerJoin('news', 'news.id', 'news_i18n.news_id')
          .select(['news_i18n.lang', 'news_i18n.title', 'news_i18n.data', 'news.created_at'])
          .where('news_i18n.title', 'like', '%(N0%')
          .orderBy('news.created_at')
          .orderBy('news_i18n.lang')
          .execute()
      ).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));

    test('news: filled up to the count in both languages, valid, listed, searchable and the same each time', async () => {
      const demo = Number(
        (
          await s.db
            .selectFrom('news')
            .where('type', '=', 'news')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const listed = async () => (await s.get('/api/v1/news/list?lang=en_US&pageSize=1')).body.data.total;
      const before = await listed();
      assert.equal(await seedGeneratedNews(s.db, demo + 25), 25);
      assert.equal(await seedGeneratedNews(s.db, demo + 25), 0, 'already that many');
      // As a server started after the seed would answer.
      await s.app.contentChanged();
      const written = await generatedNews();
      assert.equal(written.length, 50);
      for (const row of written) newsI18n.parse(JSON.parse(row.data));
      assert.equal(await listed(), before + 25, 'published');
      const found = await s.get(`/api/v1/search?lang=en_US&q=${encodeURIComponent('N000007')}`);
      assert.equal(found.body.data.list[0]?.type, 'news', 'the search index has them');

      await s.db
        .deleteFrom('news')
        .where('id', 'in', (eb) =>
          eb.selectFrom('news_i18n').select('news_id').where('title', 'like', '%(N0%'),
        )
        .execute();
      await seedGeneratedNews(s.db, demo + 25);
      assert.deepEqual(await generatedNews(), written);
    });

    test('enquiries: filled up to the count, valid by the inbox schema, ids in the random range, the same each time', async () => {
      assert.equal(await seedGeneratedEnquiries(s.db, 120), 120);
      assert.equal(await seedGeneratedEnquiries(s.db, 120), 0, 'already that many');
      const staff = await signedInStaff(s.app, ['enquiries:read']);
      const inbox = await s.get('/api/v1/admin/enquiries?pageSize=100', { cookie: staff.cookie });
      assert.equal(inbox.body.data.total, 120);
      const list = inbox.body.data.list.map((item: unknown) => adminEnquiry.parse(item));
      assert.ok(list.every((item: { id: number }) => item.id >= 100_000_000));
      assert.ok(
        list.some(
          (item: { kind: string; productName: string | null }) => item.kind === 'product' && item.productName,
        ),
      );
      assert.ok(list.some((item: { kind: string }) => item.kind === 'contact'));
      const stored = async () =>
        (await s.db.selectFrom('enquiries').selectAll().orderBy('id').execute()).map((row) => ({
          ...row,
          created_at: new Date(row.created_at).toISOString(),
          updated_at: new Date(row.updated_at).toISOString(),
        }));
      const first = await stored();
      await s.db.deleteFrom('enquiries').execute();
      await seedGeneratedEnquiries(s.db, 120);
      assert.deepEqual(await stored(), first);
    });
  });
}
