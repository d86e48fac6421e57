import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ProductDataRepository } from '../modules/products/product-data.repository.ts';
import { useTestApp } from '../test-support/suite.ts';
import { testBackends } from '../test-support/test-app.ts';
import { seedGeneratedProducts } from './generated-catalogue.ts';
import { seedDemoContent } from './seed.ts';

for (const backend of testBackends()) {
  describe(`generated catalogue (${backend.name})`, () => {
    const s = useTestApp(backend, {
      setup: async (t) => {
        await seedDemoContent({ db: t.app.db, services: t.app.services, fileStore: t.app.fileStore });
      },
    });

    const generatedFacts = async () =>
      (
        await s.db
          .selectFrom('product_i18n')
          .innerJoin('products', 'products.id', 'product_i18n.product_id')
          .select(['product_i18n.model', 'product_i18n.lang', 'product_i18n.facts', 'products.status'])
          .where('product_i18n.model', 'like', 'GEN-%')
          .orderBy('product_i18n.model')
          .orderBy('product_i18n.lang')
          .execute()
      ).map((row) => ({ ...row }));

    test('fills the catalogue up to the count, with the facts the repositories would derive', async () => {
      assert.equal(await seedGeneratedProducts(s.db, 60), 36);
      assert.equal(await seedGeneratedProducts(s.db, 60), 0, 'already that many');
      const list = await s.get('/api/v1/product/list?lang=en_US&pageSize=1');
      assert.equal(list.body.data.total, 60);
      const written = await generatedFacts();
      assert.equal(written.length, 72);
      assert.ok(written.every((row) => JSON.parse(row.facts).parameters.length > 0));
      const ids = (
        await s.db.selectFrom('product_i18n').select('product_id').where('model', 'like', 'GEN-%').execute()
      ).map((row) => row.product_id);
      await new ProductDataRepository(s.db).refreshFacts(ids);
      assert.deepEqual(
        (await generatedFacts()).map((row) => JSON.parse(row.facts)),
        written.map((row) => JSON.parse(row.facts)),
      );
      const filtered = await s.get(
        '/api/v1/product/list?lang=en_US&p.supplyVoltage=..1.8&sort=p.supplyCurrent',
      );
      assert.equal(filtered.status, 200);
      assert.ok(filtered.body.data.total > 0);
    });

    test('is deterministic: product i always gets the same figures', async () => {
      const first = await generatedFacts();
      await s.db
        .deleteFrom('products')
        .where('id', 'in', (eb) =>
          eb.selectFrom('product_i18n').select('product_id').where('model', 'like', 'GEN-%'),
        )
        .execute();
      await seedGeneratedProducts(s.db, 60);
      assert.deepEqual(await generatedFacts(), first);
    });
  });
}
