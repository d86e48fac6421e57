import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { KyselyPlugin } from 'kysely';
import { PAGE_LIMITS } from '../../db/queries.ts';
import { createLocalContentEvents } from '../../lib/cache/content-events.ts';
import { seedDemoContent } from '../../seed/seed.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { MAX_KEPT_FACETS, type ProductListRequest, ProductService } from './products.service.ts';

/*
 * Issue 23, S-01: each shape of a public product list (page size, how many filters, keyword,
 * category, sort) was a compiled query kept for the life of the process, so anonymous GETs of
 * ever new shapes grew memory without limit. Page sizes and filter counts now share a few query
 * texts, and every cache keyed by what a request names is bounded.
 */

/** Counts what a database handle builds (each query and subquery compiled) and runs. */
function counting() {
  const counts = { built: 0, run: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counts.built++;
      return args.node;
    },
    transformResult: async (args) => {
      counts.run++;
      return args.result;
    },
  };
  return { counts, plugin };
}

for (const backend of testBackends()) {
  describe(`product list shapes and bounded caches (${backend.name})`, () => {
    // The response cache off: every request is read through the repositories' kept queries.
    const s = useTestApp(backend, {
      config: { cache: false },
      setup: async (t) => {
        await seedDemoContent({ db: t.app.db, services: t.app.services, fileStore: t.app.fileStore });
      },
    });
    /** The demo's number parameters: 18, as in the finding's requests. */
    let numberKeys: string[] = [];
    let categoryIds: number[] = [];

    before(async () => {
      const facets = await s.get('/api/v1/product/parameters?lang=en_US');
      numberKeys = facets.body.data
        .filter((facet: { type: string }) => facet.type === 'number')
        .map((facet: { key: string }) => facet.key);
      const options = await s.get('/api/v1/product/class/options?lang=en_US');
      categoryIds = options.body.data.map((option: { value: number }) => option.value);
    });

    /** `count` number filters each matching every product that holds its parameter. */
    const filters = (count: number) =>
      Object.fromEntries(numberKeys.slice(0, count).map((key) => [key, '..1e308']));

    test('page sizes 1 to 100 and 0 to 18 filters share a few query texts, each page right', async () => {
      assert.ok(numberKeys.length >= 18, `${numberKeys.length} number parameters`);
      const { counts, plugin } = counting();
      const products = new ProductService(s.db.withPlugin(plugin), s.app.services.blocks);
      const ids = async (request: Omit<ProductListRequest, 'pageNum'> & { pageNum?: number }) => {
        const page = await products.list('en_US', { pageNum: 1, ...request });
        return { ids: page.list.map((record) => record.id), total: page.total };
      };
      // One request of each LIMIT and each count of filter slots (0, 1, 2, 4 … 32)…
      const slotCounts = [0, 1, 2, 3, 5, 9, 17];
      const whole = new Map<number, { ids: number[]; total: number }>();
      for (const count of slotCounts) {
        for (const limit of PAGE_LIMITS) await ids({ pageSize: limit, filters: filters(count) });
      }
      for (let count = 0; count <= 18; count++) {
        whole.set(count, await ids({ pageSize: 100, filters: filters(count) }));
      }
      assert.ok((whole.get(1)?.total ?? 0) > 1, 'the filters match products');
      // …and no other page size or filter count builds a query: they are the same texts.
      const built = counts.built;
      const check = async (pageNum: number, pageSize: number, count: number) => {
        const all = whole.get(count) as { ids: number[]; total: number };
        assert.deepEqual(
          await ids({ pageNum, pageSize, filters: filters(count) }),
          { ids: all.ids.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.total },
          `page ${pageNum} of ${pageSize} with ${count} filters`,
        );
      };
      for (let pageSize = 1; pageSize <= 100; pageSize++) {
        for (const pageNum of [1, 2]) await check(pageNum, pageSize, pageSize % 3);
      }
      for (let count = 0; count <= 18; count++) await check(1 + (count % 2), 3 + count, count);
      assert.equal(counts.built - built, 0, 'queries built for page sizes and filter counts already seen');
    });

    test('a page sorted by a parameter keeps its size, then goes on with products lacking it', async () => {
      const api = async (query: string) => {
        const answer = await s.get(`/api/v1/product/list?lang=en_US&sort=p.supplyCurrent&${query}`);
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        return answer.body.data as { list: Array<{ id: number }>; total: number };
      };
      const all = (await api('pageSize=100')).list.map((record) => record.id);
      for (const pageSize of [1, 2, 4, 7, 11, 13]) {
        const paged: number[] = [];
        for (let pageNum = 1; (pageNum - 1) * pageSize < all.length; pageNum++) {
          const page = await api(`pageSize=${pageSize}&pageNum=${pageNum}`);
          assert.ok(page.list.length <= pageSize);
          paged.push(...page.list.map((record) => record.id));
        }
        assert.deepEqual(paged, all, `pages of ${pageSize}`);
      }
    });

    test('facets are kept for at most MAX_KEPT_FACETS categories, made-up ids included', async () => {
      const { counts, plugin } = counting();
      const events = createLocalContentEvents();
      const products = new ProductService(s.db.withPlugin(plugin), s.app.services.blocks, events);
      const real = categoryIds[0] as number;
      const first = await products.parameters('en_US', real);
      assert.ok(first.length > 0);
      let run = counts.run;
      assert.deepEqual(await products.parameters('en_US', real), first);
      assert.equal(counts.run, run, 'kept');
      // A made-up category id per request, as anyone may send: older facets make room.
      for (let id = 1_000_000; id < 1_000_000 + MAX_KEPT_FACETS; id++) {
        assert.deepEqual(await products.parameters('en_US', id), []);
      }
      run = counts.run;
      assert.deepEqual(await products.parameters('en_US', real), first, 'the same once worked out again');
      assert.ok(counts.run > run, 'the least recently asked for was dropped');
      run = counts.run;
      await products.parameters('en_US', 1_000_000 + MAX_KEPT_FACETS - 1);
      assert.equal(counts.run, run, 'a recent one is still kept');
      await events.close();
    });

    test('a list total is kept per language and filters until content changes, then counted again', async () => {
      const { counts, plugin } = counting();
      const events = createLocalContentEvents();
      const products = new ProductService(s.db.withPlugin(plugin), s.app.services.blocks, events);
      const list = (request: Partial<ProductListRequest> = {}) =>
        products.list('en_US', { pageNum: 1, pageSize: 5, ...request });
      const first = await list();
      let run = counts.run;
      assert.deepEqual(await list(), first);
      assert.equal(counts.run, run + 1, 'only the page is read again');
      const filtered = await list({ filters: { supplyVoltage: '..1.8' } });
      assert.ok(filtered.total < first.total, 'another filter, another total');
      const hidden = first.list[0]!.id;
      await s.db.updateTable('products').set({ enabled: false }).where('id', '=', hidden).execute();
      assert.equal((await list()).total, first.total, 'kept until a change is told');
      await events.publishChange();
      run = counts.run;
      assert.equal((await list()).total, first.total - 1);
      assert.equal(counts.run, run + 2, 'counted again');
      await s.db.updateTable('products').set({ enabled: true }).where('id', '=', hidden).execute();
      await events.close();
    });

    test('a thousand list requests of ever new shapes answer as the first ones did', async () => {
      // Page size, filter count, keyword, category, sort and status vary from one request to
      // the next: 1,000 requests make some 500 shapes.
      const url = (index: number) => {
        const query = new URLSearchParams({ lang: 'en_US', pageSize: String((index % 100) + 1) });
        for (const key of numberKeys.slice(0, index % 5)) query.set(`p.${key}`, '..1e308');
        if (index % 3 === 0) query.set('keyword', 'cs');
        if (index % 7 < 3) query.set('classifyId', String(categoryIds[index % categoryIds.length]));
        if (index % 2) query.set('sort', 'p.supplyVoltage');
        if (index % 11 < 5) query.set('status', 'active');
        return `/api/v1/product/list?${query}`;
      };
      const samples = [0, 151, 333, 777, 999];
      const first = new Map<number, string>();
      for (const index of samples) first.set(index, JSON.stringify((await s.get(url(index))).body));
      for (let index = 0; index < 1000; index++) {
        const answer = await s.get(url(index));
        assert.equal(answer.status, 200, `${url(index)}: ${JSON.stringify(answer.body)}`);
        // These URLs make more shapes than a repository keeps: a sample is built again.
        if (first.has(index)) assert.equal(JSON.stringify(answer.body), first.get(index), url(index));
      }
    });
  });
}
