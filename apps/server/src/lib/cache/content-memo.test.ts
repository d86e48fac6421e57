import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_AUTHORITIES, type ParameterFacet } from '@coresense/shared';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import errors from '../../plugins/errors.ts';
import language from '../../plugins/language.ts';
import responseCache from '../../plugins/response-cache.ts';
import security from '../../plugins/security.ts';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { createCatalogue } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { createLocalContentEvents } from './content-events.ts';
import { ContentMemo } from './content-memo.ts';
import { ResponseCache } from './response-cache.ts';

/** A computation that counts its runs and answers `value` once `release` is called. */
function computation<V>(value: V) {
  const state = { runs: 0, release: () => {} };
  const compute = () => {
    state.runs++;
    return new Promise<V>((resolve) => {
      state.release = () => resolve(value);
    });
  };
  return { state, compute };
}

describe('a memo of published content', () => {
  test('keeps each key’s value, shares a computation under way, and past its bound drops the least recently asked for', async () => {
    const memo = new ContentMemo<string>(new ResponseCache(), 2);
    const { state, compute } = computation('a');
    const first = memo.get('a', compute);
    const meanwhile = memo.get('a', compute);
    state.release();
    assert.equal(await first, 'a');
    assert.equal(meanwhile, first, 'the request meanwhile waited for the same computation');
    assert.equal(await memo.get('a', compute), 'a');
    assert.equal(state.runs, 1);
    await memo.get('b', async () => 'b');
    await memo.get('a', compute);
    await memo.get('c', async () => 'c');
    assert.equal(memo.size, 2);
    let runs = 0;
    await memo.get('b', async () => `b${++runs}`);
    assert.equal(runs, 1, 'b, the least recently asked for, was dropped');
    await memo.get('c', async () => `c${++runs}`);
    assert.equal(runs, 1, 'c was still kept');
  });

  test('a failed computation is not kept: the next request tries again', async () => {
    const memo = new ContentMemo<string>(new ResponseCache(), 10);
    await assert.rejects(
      memo.get('a', async () => {
        throw new Error('database away');
      }),
    );
    assert.equal(await memo.get('a', async () => 'a'), 'a');
  });

  test('is dropped with the response cache, and only then: a clear while computing drops that computation too', async () => {
    const cache = new ResponseCache();
    const memo = new ContentMemo<string>(cache, 10);
    await memo.get('a', async () => 'old');
    cache.set('x', cache.generation, 'answer', 'text/plain');
    cache.get('x');
    assert.equal(await memo.get('a', async () => 'new'), 'old', 'a read of the cache drops nothing');
    cache.clear();
    const { state, compute } = computation('newer');
    const computing = memo.get('a', compute);
    cache.clear();
    state.release();
    assert.equal(await computing, 'newer');
    assert.equal(await memo.get('a', async () => 'newest'), 'newest');
  });

  test('through the response-cache plugin: every content change and the site’s midnight drop it', async (t) => {
    // 23:59:30 in Shanghai (UTC+8): the day ends in 30 seconds.
    t.mock.timers.enable({ apis: ['Date', 'setTimeout'], now: Date.parse('2026-11-28T15:59:30Z') });
    const cache = new ResponseCache();
    const memo = new ContentMemo<number>(cache, 10);
    const app = Fastify();
    await app.register(cookie);
    await app.register(language);
    await app.register(errors);
    await app.register(security);
    await app.register(responseCache, {
      enabled: true,
      events: createLocalContentEvents(),
      cache,
      timeZone: 'Asia/Shanghai',
    });
    await app.ready();
    t.after(() => app.close());
    assert.equal(app.responseCache, cache);
    let computed = 0;
    const read = () => memo.get('facets', async () => ++computed);
    assert.equal(await read(), 1);
    assert.equal(await read(), 1);
    await app.contentChanged();
    assert.equal(await read(), 2, 'a content change');
    t.mock.timers.tick(29_000);
    assert.equal(await read(), 2, 'the same day');
    t.mock.timers.tick(1_000);
    assert.equal(await read(), 3, 'the next day');
  });
});

for (const backend of testBackends()) {
  describe(`the product facets, kept beside the response cache (${backend.name})`, () => {
    let accelerometers = 0;
    const s = useTestApp(backend, {
      setup: async (t) => {
        accelerometers = (await createCatalogue(t.database.db)).categories.accelerometers;
      },
    });
    const noCache = useTestApp(backend, { config: { cache: false } });

    test('a parameter changed in the back-office shows in the facets at once; unchanged, they are kept', async () => {
      const admin = adminApi(s.app, (await signedInStaff(s.app, ALL_AUTHORITIES)).cookie);
      const labels = (en: string) => ({ zh_CN: { label: `${en}（中文）` }, en_US: { label: en } });
      const parameter = { key: 'supply', type: 'number', unit: 'V', i18n: labels('Supply') };
      const created = await admin.post('/api/v1/admin/product-parameters', parameter);
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const category = (await admin.get(`/api/v1/admin/product-categories/${accelerometers}`)).body.data;
      const listed = await admin.put(`/api/v1/admin/product-categories/${accelerometers}`, {
        ...category,
        parameterKeys: ['supply'],
      });
      assert.equal(listed.status, 200, JSON.stringify(listed.body));
      const label = async () => {
        // The service itself: the response cache's own copy of the answer is not what is tested.
        const facets: ParameterFacet[] = await s.app.services.products.parameters('en_US', accelerometers);
        return facets.find((facet) => facet.key === 'supply')?.label;
      };
      assert.equal(await label(), 'Supply');
      const kept = s.app.services.products.parameters('en_US', accelerometers);
      assert.equal(s.app.services.products.parameters('en_US', accelerometers), kept, 'kept');

      const relabelled = await admin.put(`/api/v1/admin/product-parameters/${created.body.data.id}`, {
        ...parameter,
        i18n: labels('Power supply'),
      });
      assert.equal(relabelled.status, 200, JSON.stringify(relabelled.body));
      assert.equal(await label(), 'Power supply');
      const answer = await s.get(`/api/v1/product/parameters?lang=en_US&classifyId=${accelerometers}`);
      assert.equal(answer.body.data[0].label, 'Power supply');
    });

    test('with CACHE=off nothing is kept', async () => {
      const products = noCache.app.services.products;
      assert.notEqual(products.parameters('en_US'), products.parameters('en_US'));
    });
  });
}
