import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DemoServer } from '@coresense/test-support/server';
import { htmlText } from './support/content.ts';
import { startSiteServer } from './support/site.ts';

/*
 * The document centre, a document's page and a product's documents (contract §9), as the server
 * sends them: the rows the public API answers for the same filters, before any script runs.
 */

interface ApiDocument {
  id: number;
  type: string;
  title: string;
  number: string;
  lang: string;
  revision: string;
  productIds: number[];
  file: { url: string };
  history: Array<{ revision: string; file: { url: string } }>;
}

let server: DemoServer;
before(async () => {
  server = await startSiteServer();
});
after(() => server?.stop());

async function documents(query: string): Promise<ApiDocument[]> {
  const response = await fetch(`${server.baseUrl}/api/v1/document/list?lang=en_US&pageSize=100&${query}`);
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { list: ApiDocument[] } }).data.list;
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}lang=en-US`);
  return { status: response.status, html: htmlText(await response.text()) };
}

/** The document numbers of a server-rendered table's rows, in order. */
function numbersIn(html: string): string[] {
  return [...html.matchAll(/<td[^>]*class="col-number"[^>]*>(?:<a [^>]*>)?([^<]+)</g)].map(
    ([, number]) => number ?? '',
  );
}

describe('documents as the server renders them', () => {
  test('/documents filtered by type and by product shows exactly the rows the API answers, newest first', async () => {
    const all = await documents('');
    const first = await page('/documents?pageSize=50');
    assert.equal(first.status, 200);
    assert.deepEqual(
      numbersIn(first.html),
      all.slice(0, 50).map((document) => document.number),
    );

    const notices = await documents('type=pcn');
    assert.equal(notices.length, 7, 'two change notices, and one for each product being phased out');
    assert.deepEqual(
      numbersIn((await page('/documents?type=pcn')).html),
      notices.map((document) => document.number),
    );

    const productId = notices[0]?.productIds[0] as number;
    const forProduct = await documents(`productId=${productId}`);
    const filtered = await page(`/documents?productId=${productId}&pageSize=50`);
    assert.deepEqual(
      numbersIn(filtered.html),
      forProduct.map((document) => document.number),
    );
    assert.match(
      filtered.html,
      /<meta name="robots" content="noindex"/,
      'a product selection is not indexed',
    );
    assert.match(filtered.html, new RegExp(`<option value="${productId}" selected="">`));
  });

  test('a document page lists every revision with its own download, and its products', async () => {
    const [withHistory] = await documents('type=datasheet');
    assert.ok(withHistory && withHistory.history.length >= 1);
    const { status, html } = await page(`/documents/detail?id=${withHistory.id}`);
    assert.equal(status, 200);
    for (const file of [withHistory.file, ...withHistory.history.map((revision) => revision.file)]) {
      assert.ok(html.includes(`href="${file.url}"`), `${file.url} is offered`);
    }
    const product = withHistory.productIds[0] as number;
    assert.ok(html.includes(`href="/product/detail?id=${product}"`));
    assert.equal((await page('/documents/detail?id=999999')).status, 404);
  });

  test('a product page lists its documents in the reader’s editions, and beside its lifecycle the change notices that name it', async () => {
    const [notice] = await documents('type=pcn');
    const productId = notice?.productIds[0] as number;
    const ofProduct = await documents(`productId=${productId}`);
    // Of each type, the English page offers the English editions when there are any.
    const english = (document: ApiDocument) => document.lang === 'en_US' || document.lang === 'both';
    const offered = ofProduct.filter(
      (document) =>
        english(document) || !ofProduct.some((other) => other.type === document.type && english(other)),
    );
    assert.ok(offered.length < ofProduct.length, 'the Chinese editions are left to the document centre');
    const { html } = await page(`/product/detail?id=${productId}`);
    assert.deepEqual(
      numbersIn(html),
      offered.filter((document) => document.type !== 'pcn').map((document) => document.number),
      'the Downloads tab lists its documents but the change notices',
    );
    // Contract §13: the notices stand once, beside the lifecycle dates, newest first.
    const start = html.indexOf('<dl class="lifecycle-dates">');
    const lifecycle = html.slice(start, html.indexOf('</dl>', start));
    const linked = [...lifecycle.matchAll(/<a href="\/documents\/detail\?id=(\d+)"[^>]*>([^<]+)<\/a>/g)];
    const pcns = ofProduct.filter((document) => document.type === 'pcn');
    assert.deepEqual(
      linked.map(([, id, number]) => [Number(id), number]),
      pcns.map((document) => [document.id, document.number]),
    );
    assert.ok(pcns.some((document) => document.number === notice?.number));
    assert.ok(html.includes(`href="/documents?productId=${productId}"`), 'every edition is a link away');
  });
});
