import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * The news drawer sends an article with the fields an article has: no address, no booth
 * (issue 11). Only an exhibition needs them.
 */

const URL = '/api/v1/admin/news';
const article = (title: string) => ({
  title,
  summary: `${title} summary`,
  cover: '',
  content: `<p>${title}</p>`,
});

for (const backend of testBackends()) {
  describe(`news articles without exhibition fields (${backend.name})`, () => {
    const s = useTestApp(backend);
    let editor: ReturnType<typeof adminApi>;

    before(async () => {
      editor = adminApi(s.app, (await signedInStaff(s.app, ['news:read', 'news:write'])).cookie);
    });

    test('an article with only its own fields is created, edited and shown on the site', async () => {
      const created = await editor.post(URL, {
        type: 'news',
        enabled: true,
        i18n: { zh_CN: article('新工厂'), en_US: article('New plant') },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      assert.equal(created.body.data.i18n.en_US.title, 'New plant');

      const updated = await editor.put(`${URL}/${id}`, {
        type: 'news',
        enabled: true,
        i18n: { en_US: article('New plant opened') },
      });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.equal(updated.body.data.i18n.en_US.title, 'New plant opened');

      const detail = await s.get(`/api/v1/news/detail?lang=en_US&id=${id}`);
      assert.equal(detail.status, 200);
      assert.equal(detail.body.data.title, 'New plant opened');
    });

    test('an exhibition still needs its address and booth in each language it is written in', async () => {
      const answer = await editor.post(URL, {
        type: 'activity',
        enabled: true,
        startDate: '2026-09-01',
        i18n: { en_US: article('Sensor Expo') },
      });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(answer.body.errors.map((error: { field: string }) => error.field).sort(), [
        'i18n.en_US.address',
        'i18n.en_US.booth',
      ]);
    });
  });
}
