import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import { expectedContent, htmlText } from './support/content.ts';
import { hydrated, useSite } from './support/site.ts';

/*
 * What search engines and share previews get (issue 11, items 11 and 12): datasheets at a
 * crawlable address that opens in the browser and is listed in the sitemap, and a real
 * 1200×630 raster share image on every page.
 */

interface FileRef {
  id: number;
  name: string;
  size: number;
  url: string;
}

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? htmlText(match[1]!) : undefined;
}

describe('datasheets and share images', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  /** A published product that offers files, as the public API lists it. */
  async function productWithFiles(): Promise<{ id: number; files: FileRef[] } | undefined> {
    const body = (await (
      await fetch(`${site.server.baseUrl}/api/v1/product/list?pageSize=100&lang=en_US`)
    ).json()) as {
      data: { list: Array<{ id: number; jsonStr: string }> };
    };
    for (const item of body.data.list) {
      const files = (JSON.parse(item.jsonStr) as { files?: FileRef[] }).files ?? [];
      if (files.length > 0) return { id: item.id, files };
    }
    return undefined;
  }

  test('a product page links its datasheets at a crawlable address that opens in the browser, and the download stays an attachment', async () => {
    const product = await productWithFiles();
    assert.ok(product, 'the demo content has a product with files');
    const robots = await (await fetch(`${site.server.baseUrl}/robots.txt`)).text();
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]!);

    const context = await site.browser.newContext({ baseURL: site.server.baseUrl, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`/product/detail?id=${product.id}&lang=en-US`);
    await hydrated(page);
    const file = product.files[0]!;
    // The downloads panel: its documents' table, and any file of the product's own.
    const list = page.locator('#downloads');
    await page.getByRole('tab', { name: SITE_MESSAGES.en_US['product.downloads'] }).click();
    const nameLink = list.getByRole('link', { name: file.name, exact: true });
    const href = (await nameLink.getAttribute('href')) ?? '';
    assert.ok(href.startsWith(`/files/${file.id}/`), `the name links ${href}`);
    assert.equal(
      await nameLink.getAttribute('download'),
      null,
      'the name opens the file rather than saving it',
    );
    assert.ok(!disallowed.some((path) => href.startsWith(path)), `robots.txt lets crawlers read ${href}`);
    const downloadLink = list.locator(`a[href="${file.url}"]`);
    assert.equal(await downloadLink.getAttribute('download'), '', 'the download button saves the file');

    const [opened] = await Promise.all([page.waitForResponse(`**${href}`), nameLink.click()]);
    assert.equal(opened.status(), 200);
    assert.match(opened.headers()['content-disposition'] ?? '', /^inline;/);
    assert.equal(opened.headers()['content-type'], 'application/pdf');
    const download = await fetch(`${site.server.baseUrl}${file.url}`, { method: 'HEAD' });
    assert.match(download.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.equal(opened.headers().etag, download.headers.get('etag'));
    await context.close();

    const sitemap = await (await fetch(`${site.server.baseUrl}/sitemap.xml`)).text();
    const fileUrls = [...sitemap.matchAll(/<loc>([^<]*\/files\/[^<]*)<\/loc>/g)].map((match) =>
      htmlText(match[1]!),
    );
    assert.ok(fileUrls.includes(`${site.server.baseUrl}${href}`), 'the datasheet is in the sitemap');
    assert.equal(new Set(fileUrls).size, fileUrls.length, 'each file once');
    for (const url of fileUrls) {
      const response = await fetch(url, { method: 'HEAD' });
      assert.equal(response.status, 200, url);
    }
  });

  for (const locale of ['zh-CN', 'en-US']) {
    test(`every kind of page names a 1200×630 raster share image that answers 200 (${locale})`, async () => {
      const lang = locale === 'zh-CN' ? 'zh_CN' : 'en_US';
      const { product, news, application } = await expectedContent(site.server.baseUrl, lang);
      const pages = [
        '/index',
        '/contact-us',
        `/product/detail?id=${product.id}`,
        `/company-news/detail?id=${news.id}`,
        `/application/detail?id=${application.id}`,
      ];
      const images = new Set<string>();
      const viewer = await site.browser.newPage();
      await viewer.goto(`${site.server.baseUrl}/robots.txt`);
      for (const path of pages) {
        const html = await (
          await fetch(`${site.server.baseUrl}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
        ).text();
        const image = metaContent(html, 'property', 'og:image');
        assert.ok(image, `${path}: og:image`);
        assert.equal(metaContent(html, 'name', 'twitter:image'), image, path);
        assert.equal(metaContent(html, 'name', 'twitter:card'), 'summary_large_image', path);
        assert.equal(metaContent(html, 'property', 'og:image:width'), '1200', path);
        assert.equal(metaContent(html, 'property', 'og:image:height'), '630', path);
        const type = metaContent(html, 'property', 'og:image:type');
        assert.ok(type === 'image/png' || type === 'image/jpeg', `${path}: ${type}`);
        const response = await fetch(image);
        assert.equal(response.status, 200, image);
        assert.equal(response.headers.get('content-type'), type, image);
        const bytes = Buffer.from(await response.arrayBuffer());
        const magic = type === 'image/png' ? '89504e47' : 'ffd8ff';
        assert.ok(bytes.toString('hex').startsWith(magic), `${image} holds ${type} bytes`);
        // Decoded by the browser, as a share preview would be.
        const size = await viewer.evaluate(async (url) => {
          const picture = new Image();
          picture.src = url;
          await picture.decode();
          return [picture.naturalWidth, picture.naturalHeight];
        }, image);
        assert.deepEqual(size, [1200, 630], image);
        images.add(image);
      }
      await viewer.close();
      assert.equal(
        images.size,
        pages.length - 1,
        'detail pages get images of their own; other pages share the site image',
      );
    });
  }
});
