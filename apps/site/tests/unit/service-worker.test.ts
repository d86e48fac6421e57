import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staleCaches, strategyFor } from '../../service-worker/strategy.ts';

const ORIGIN = 'https://www.example.com';
const PRECACHED = new Set(['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png']);
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

test('hashed assets and the precached shell come from the cache first', () => {
  assert.equal(strategyFor(get('/assets/entry.client-qI_BxsKS.js', 'no-cors'), ORIGIN, PRECACHED), 'shell');
  assert.equal(strategyFor(get('/assets/site-okwLAyGm.css', 'no-cors'), ORIGIN, PRECACHED), 'shell');
  assert.equal(strategyFor(get('/offline.html'), ORIGIN, PRECACHED), 'shell');
  assert.equal(strategyFor(get('/icons/icon-192.png', 'no-cors'), ORIGIN, PRECACHED), 'shell');
});

test('documents and the loader data of client navigations go to the network first', () => {
  assert.equal(strategyFor(get('/product/detail?id=3', 'navigate'), ORIGIN, PRECACHED), 'page');
  assert.equal(strategyFor(get('/index', 'navigate'), ORIGIN, PRECACHED), 'page');
  assert.equal(strategyFor(get('/company-news.data?pageNum=2'), ORIGIN, PRECACHED), 'page');
  assert.equal(strategyFor(get('/_root.data'), ORIGIN, PRECACHED), 'page');
});

test('uploaded pictures are kept for offline use, network first', () => {
  assert.equal(strategyFor(get('/media/12/cover.webp', 'no-cors'), ORIGIN, PRECACHED), 'media');
});

test('the API, enquiries, other sites and the worker itself are left to the network', () => {
  assert.equal(strategyFor(get('/api/v1/news/list?lang=en_US'), ORIGIN, PRECACHED), 'network');
  assert.equal(strategyFor(get('/api/v1/common/download?id=4', 'navigate'), ORIGIN, PRECACHED), 'network');
  assert.equal(
    strategyFor(
      { method: 'POST', url: `${ORIGIN}/api/v1/contact/us/submit`, mode: 'cors' },
      ORIGIN,
      PRECACHED,
    ),
    'network',
  );
  assert.equal(
    strategyFor({ method: 'POST', url: `${ORIGIN}/contact-us`, mode: 'navigate' }, ORIGIN, PRECACHED),
    'network',
  );
  assert.equal(strategyFor(get('/sw.js'), ORIGIN, PRECACHED), 'network');
  assert.equal(
    strategyFor(
      { method: 'GET', url: 'https://cdn.example.net/assets/x.js', mode: 'no-cors' },
      ORIGIN,
      PRECACHED,
    ),
    'network',
  );
  assert.equal(strategyFor(get('/sitemap.xml'), ORIGIN, PRECACHED), 'network');
});

test('a new build deletes the caches of the builds before it, and only the site’s own', () => {
  assert.deepEqual(
    staleCaches(
      [
        'coresense-shell-aaa',
        'coresense-pages-aaa',
        'coresense-shell-bbb',
        'coresense-pages-bbb',
        'coresense-media',
        'other-app',
      ],
      ['coresense-shell-bbb', 'coresense-pages-bbb', 'coresense-media'],
    ),
    ['coresense-shell-aaa', 'coresense-pages-aaa'],
  );
});
