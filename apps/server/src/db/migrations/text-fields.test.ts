import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testBackends } from '../../test-support/test-app.ts';
import { addTextField, removeTextField } from './text-fields.ts';

const COMMENTS = { textTable: 'comment_i18n', owner: 'comment_id', resource: 'comments' };
const text = (name: string) => ({ name, company: 'ACME', title: 'CTO', content: 'Fine parts.', avatar: '' });

for (const backend of testBackends()) {
  describe(`a text field added by a migration (${backend.name})`, () => {
    test('reaches every stored text and every stored version, keeps a value already there, and leaves again', async (t) => {
      const { database, destroy } = await backend.open();
      t.after(destroy);
      const { db } = database;
      const at = new Date().toISOString();
      const { id } = await db
        .insertInto('comments')
        .values({ sort: 1, enabled: true, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('comment_i18n')
        .values([
          { comment_id: id, lang: 'zh_CN', name: '张伟', data: JSON.stringify(text('张伟')) },
          {
            comment_id: id,
            lang: 'en_US',
            name: 'Wei Zhang',
            data: JSON.stringify({ ...text('Wei Zhang'), motto: 'Measure twice' }),
          },
        ])
        .execute();
      const snapshot = { id, sort: 1, i18n: { zh_CN: text('张伟'), en_US: text('Wei') } };
      await db
        .insertInto('content_versions')
        .values({
          resource: 'comments',
          record_key: String(id),
          version: 1,
          changed_fields: '[]',
          snapshot: JSON.stringify(snapshot),
          created_at: at,
        })
        .execute();
      const texts = async () =>
        Object.fromEntries(
          (await db.selectFrom('comment_i18n').select(['lang', 'data']).execute()).map((row) => [
            row.lang,
            JSON.parse(row.data),
          ]),
        );
      const version = async () =>
        JSON.parse(
          (await db.selectFrom('content_versions').select('snapshot').executeTakeFirstOrThrow()).snapshot,
        );

      await addTextField(db, COMMENTS, 'motto', '');
      assert.equal((await texts()).zh_CN.motto, '');
      assert.equal((await texts()).en_US.motto, 'Measure twice', 'a value already stored is kept');
      assert.deepEqual(await version(), {
        ...snapshot,
        i18n: { zh_CN: { ...text('张伟'), motto: '' }, en_US: { ...text('Wei'), motto: '' } },
      });

      await removeTextField(db, COMMENTS, 'motto');
      assert.deepEqual((await texts()).zh_CN, text('张伟'));
      assert.deepEqual(await version(), snapshot);
    });
  });
}
