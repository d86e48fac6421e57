import assert from 'node:assert/strict';
import { get } from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { DemoServer } from '@coresense/test-support/server';
import { startSiteServer } from './support/site.ts';

/*
 * The language of a page chosen from Accept-Language (contract §6) through the real server, whose
 * response cache and its shortcut remember rendered pages: a cached answer for one header must
 * never be served to a browser that sent another.
 */

let server: DemoServer;
before(async () => {
  server = await startSiteServer();
});
after(() => server?.stop());

async function pageOf(path: string, acceptLanguage?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });
  const html = await response.text();
  return {
    htmlLang: /<html lang="([^"]+)"/.exec(html)?.[1],
    heading: /<h1[^>]*>([^<]*)</.exec(html)?.[1],
    vary: response.headers.get('vary') ?? '',
  };
}

/** `<html lang>` of a page requested with no Accept-Language at all (fetch would send `*`). */
function htmlLangWithoutHeader(path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(`${server.baseUrl}${path}`, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        html += chunk;
      });
      response.on('end', () => resolve(/<html lang="([^"]+)"/.exec(html)?.[1]));
    }).on('error', reject);
  });
}

describe('the language of a page from Accept-Language', () => {
  test('a browser asking for neither Chinese nor English gets English; no header gets Chinese', async () => {
    // Each case twice, interleaved: the second request of each is answered by the cache.
    const cases: Array<[string | undefined, string, string]> = [
      ['fr-FR,de;q=0.8', 'en', 'Products'],
      [undefined, 'zh-CN', '产品中心'],
      ['fr, zh;q=0.5', 'zh-CN', '产品中心'],
      ['de-DE, en-GB;q=0.3, zh-TW;q=0.2', 'en', 'Products'],
    ];
    for (const round of [1, 2]) {
      for (const [header, htmlLang, heading] of cases) {
        const page = await pageOf('/product', header);
        const label = `Accept-Language ${header ?? '(none)'}, request ${round}`;
        assert.equal(page.htmlLang, htmlLang, label);
        assert.equal(page.heading, heading, label);
        assert.match(page.vary, /Accept-Language/i, `${label}: caches are told the header matters`);
      }
      assert.equal(await htmlLangWithoutHeader('/product'), 'zh-CN', `no header at all, request ${round}`);
    }
  });

  test('the query and the umi_locale cookie still come before the header', async () => {
    assert.equal((await pageOf('/product?lang=zh-CN', 'fr-FR')).htmlLang, 'zh-CN');
    const response = await fetch(`${server.baseUrl}/product`, {
      headers: { 'accept-language': 'fr-FR', cookie: 'umi_locale=zh-CN' },
    });
    assert.match(await response.text(), /<html lang="zh-CN"/);
  });

  test('the API keeps Chinese when lang is absent, whatever the browser asks for (contract §1)', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/product/page/config`, {
      headers: { 'accept-language': 'fr-FR,de;q=0.8' },
    });
    const plain = await fetch(`${server.baseUrl}/api/v1/product/page/config?lang=zh_CN`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), await plain.json());
  });
});
