import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { commentI18n } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JSON_CONTENTS } from '../content-types.ts';
import { adminApi } from '../test-support/admin-api.ts';
import { signedInStaff } from '../test-support/auth.ts';
import { buildTestApp, testBackends } from '../test-support/test-app.ts';

/*
 * A type whose API its definition derives (`json-content.ts`): a field added to the definition's
 * text, in a registry of the test's own, reaches the back-office answer, the public answer and the
 * versions' diff, with no other code.
 */
const withMotto = {
  ...JSON_CONTENTS,
  comments: {
    ...JSON_CONTENTS.comments,
    text: commentI18n.extend({ motto: z.string().max(100).default('') }),
  },
};

const comment = (motto: string) => ({
  sort: 1,
  enabled: true,
  i18n: {
    zh_CN: { name: '李工', company: '星河电子', title: '硬件主管', content: '交付准时。', avatar: '', motto },
  },
});

for (const backend of testBackends()) {
  describe(`a field added to a content type's definition (${backend.name})`, () => {
    let app: FastifyInstance;
    const teardowns: Array<() => Promise<void>> = [];

    before(async () => {
      ({ app } = await buildTestApp(backend, { contents: withMotto, cleanup: (fn) => teardowns.push(fn) }));
    });
    after(async () => {
      for (const teardown of teardowns) await teardown();
    });

    test('is saved, answered to the back-office and the public, and shown in the versions diff', async () => {
      const editor = adminApi(app, (await signedInStaff(app, ['comments:read', 'comments:write'])).cookie);
      const created = await editor.post('/api/v1/admin/comments', comment('精益求精'));
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const { id } = created.body.data;
      assert.equal(created.body.data.i18n.zh_CN.motto, '精益求精');
      assert.equal((await editor.get(`/api/v1/admin/comments/${id}`)).body.data.i18n.zh_CN.motto, '精益求精');

      const published = await app.inject(`/api/v1/customer/comment/detail?id=${id}&lang=zh_CN`);
      assert.equal(published.statusCode, 200, published.body);
      assert.equal(JSON.parse(published.json().data.jsonStr).motto, '精益求精');

      const changed = await editor.put(`/api/v1/admin/comments/${id}`, comment('准时交付'));
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const diff = await editor.get(`/api/v1/admin/comments/${id}/versions/2/diff?against=1`);
      assert.equal(diff.status, 200, JSON.stringify(diff.body));
      assert.deepEqual(diff.body.data, [
        { field: 'motto', lang: 'zh_CN', before: '精益求精', after: '准时交付' },
      ]);
    });

    test('the registry the app was not given keeps its own text: the field is not stored', async () => {
      const { app: plain } = await buildTestApp(backend, { cleanup: (fn) => teardowns.push(fn) });
      const editor = adminApi(
        plain,
        (await signedInStaff(plain, ['comments:read', 'comments:write'])).cookie,
      );
      const created = await editor.post('/api/v1/admin/comments', comment('精益求精'));
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal(created.body.data.i18n.zh_CN.motto, undefined);
    });
  });
}
