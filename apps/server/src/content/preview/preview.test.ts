import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { PUBLISHED_RESOURCES } from '@coresense/shared';
import { CONTENT_TYPES } from '../../content-types.ts';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { oneOfEach, readAndWrite, useContentSuite } from '../../test-support/content-suite.ts';
import { skipWithoutSiteBuild } from '../../test-support/site-build.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { downloadUrl, mediaUrl } from '../file-refs.ts';
import { VersionHistory } from '../versions.ts';
import { PREVIEW_LIFETIME_MS } from './preview.service.ts';
import { type PreviewClaim, signPreview } from './preview-token.ts';
import { SigningKey } from './signing-key.ts';

/*
 * Preview links (contract §10, issue 15): a signed, expiring link shows a record's latest
 * version on its public page, with a preview bar, noindex and no-store, and nothing else (the
 * public page, the API, the caches, the live tables) ever sees that version.
 */

const RESOURCES = PUBLISHED_RESOURCES;

/** The English text field each resource's page shows, changed in the draft version: its title. */
const shownField = (resource: (typeof RESOURCES)[number]) => CONTENT_TYPES[resource].titleField;

const BAR = 'Preview — not published';
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);
const PDF = Buffer.from('%PDF-1.7 draft datasheet');
const REFUSED = 'This preview link cannot be opened';
const NOINDEX_META = /<meta name="robots" content="noindex"\/>/;

/** The path and query of an absolute link, as `inject` takes it. */
function local(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

for (const backend of testBackends()) {
  describe(`preview links (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      config: { publicUrl: 'https://www.coresense.example' },
      fixtures: ['catalogue', 'news', 'other'],
      authorities: [...readAndWrite(...RESOURCES, 'blocks'), 'product-parameters:write'],
    });
    const { editor: writer } = s;
    let ids: Record<(typeof RESOURCES)[number], number>;
    let otherNews: number;
    let reader: ReturnType<typeof adminApi>;

    before(async () => {
      ids = oneOfEach(s);
      otherNews = s.news.oldest;
      const readOnly = await signedInStaff(s.app, [
        ...RESOURCES.map((resource) => `${resource}:read`),
        'blocks:read',
      ]);
      reader = adminApi(s.app, readOnly.cookie);
    });

    /** Saves a draft the way the working copy will be kept: a version newer than what the public sees. */
    async function appendDraft(resource: (typeof RESOURCES)[number], field: string, value: string) {
      const record = (await writer.get(`/api/v1/admin/${resource}/${ids[resource]}`)).body.data;
      record.i18n.en_US[field] = value;
      await new VersionHistory(resource).append(s.db, String(ids[resource]), record, null);
    }

    async function previewLink(resource: string, key: number | string, lang = 'en_US'): Promise<string> {
      const answer = await writer.post(`/api/v1/admin/${resource}/${key}/preview`, { lang });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.data.url;
    }

    test('creating a link needs write authority; an unknown record or a bad language is refused', async () => {
      const url = `/api/v1/admin/news/${ids.news}/preview`;
      assert.equal((await adminApi(s.app).post(url, { lang: 'en_US' })).status, 401);
      const readOnly = await reader.post(url, { lang: 'en_US' });
      assert.equal(readOnly.status, 403);
      assert.equal(readOnly.body.code, 'FORBIDDEN');
      assert.equal((await reader.post('/api/v1/admin/blocks/footer/preview', { lang: 'en_US' })).status, 403);
      const unknown = await writer.post('/api/v1/admin/news/999999/preview', { lang: 'en_US' });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.code, 'NOT_FOUND');
      assert.equal(
        (await writer.post('/api/v1/admin/blocks/nothing/preview', { lang: 'en_US' })).status,
        400,
      );
      assert.equal((await writer.post(url, { lang: 'fr_FR' })).status, 400);

      // An absolute link on the configured public origin, whatever Host the request named.
      const link = await writer.post(url, { lang: 'en-US' });
      assert.equal(link.status, 200);
      assert.match(
        link.body.data.url,
        /^https:\/\/www\.coresense\.example\/company-news\/detail\?id=\d+&lang=en-US&preview=[\w-]+\.[\w-]+$/,
      );
    });

    test('every process signs with one key, made once and kept in the database', async () => {
      // Two processes starting at once: one key between them, and the same on a later start.
      const [first, second] = await Promise.all([
        new SigningKey(s.db, 'another purpose').get(),
        new SigningKey(s.db, 'another purpose').get(),
      ]);
      assert.equal(first.length, 32);
      assert.deepEqual(second, first);
      assert.deepEqual(await new SigningKey(s.db, 'another purpose').get(), first);
      assert.notDeepEqual(await new SigningKey(s.db, 'preview').get(), first);
    });

    describe('pages', {
      skip: skipWithoutSiteBuild,
    }, () => {
      test('files only the working copy shows are served to the preview’s own links, and to nothing else', async () => {
        const files = s.app.services.files;
        const figure = await files.store({ name: 'draft figure.svg', mime: 'image/svg+xml', data: SVG });
        const sheet = await files.store({ name: 'draft sheet.pdf', mime: 'application/pdf', data: PDF });
        const unrelated = await files.store({ name: 'unrelated.pdf', mime: 'application/pdf', data: PDF });
        const figureUrl = mediaUrl(figure.id, figure.name);
        const record = (await writer.get(`/api/v1/admin/news/${ids.news}`)).body.data;
        record.i18n.en_US.content = `<p>Draft with a figure</p><p><img src="${figureUrl}" alt="Figure 1"></p><p><a href="${downloadUrl(sheet.id)}">Datasheet</a></p>`;
        await new VersionHistory('news').append(s.db, String(ids.news), record, null);
        const get = (url: string) => s.app.inject({ method: 'GET', url });
        assert.equal((await get(figureUrl)).statusCode, 404, 'not published, so not public');

        const link = await previewLink('news', ids.news);
        const token = new URL(link).searchParams.get('preview');
        const page = await get(local(link));
        assert.equal(page.statusCode, 200);
        const shownFigure = `${figureUrl}?preview=${token}`;
        assert.ok(
          page.body.includes(`<img src="${shownFigure}" alt="Figure 1">`),
          'the page links the figure with its token',
        );
        assert.ok(page.body.includes(`${downloadUrl(sheet.id)}&preview=${token}`), 'and the datasheet');

        const image = await get(shownFigure);
        assert.equal(image.statusCode, 200);
        assert.deepEqual(image.rawPayload, SVG);
        assert.equal(image.headers['cache-control'], 'no-store');
        assert.equal(image.headers['x-robots-tag'], 'noindex');
        const download = await get(`${downloadUrl(sheet.id)}&preview=${token}`);
        assert.equal(download.statusCode, 200);
        assert.deepEqual(download.rawPayload, PDF);

        // The token opens nothing else: another file, a forged token, another record's link.
        assert.equal((await get(`${downloadUrl(unrelated.id)}&preview=${token}`)).statusCode, 404);
        assert.equal((await get(`${figureUrl}?preview=${token}x`)).statusCode, 404);
        assert.equal((await get(`${figureUrl}?preview=`)).statusCode, 404);
        const otherLink = await previewLink('news', otherNews);
        const otherToken = new URL(otherLink).searchParams.get('preview');
        assert.equal((await get(`${figureUrl}?preview=${otherToken}`)).statusCode, 404);
        assert.equal((await get(figureUrl)).statusCode, 404, 'still not public');
      });

      test('the link shows the latest version on its real page, with the bar, noindex and no-store; nothing else sees it', async () => {
        const page = `/company-news/detail?id=${ids.news}&lang=en-US`;
        const published = await s.app.inject({ method: 'GET', url: page });
        assert.equal(published.statusCode, 200);
        assert.ok(!published.body.includes('Headline still in draft'));
        assert.equal(published.headers['x-robots-tag'], undefined);

        await appendDraft('news', 'title', 'Headline still in draft');
        const url = await previewLink('news', ids.news);
        const preview = await s.app.inject({ method: 'GET', url: local(url) });
        assert.equal(preview.statusCode, 200);
        assert.ok(preview.body.includes('<h1>Headline still in draft</h1>'), 'the draft on the real page');
        assert.ok(preview.body.includes('class="preview-bar"'), 'the bar');
        assert.ok(preview.body.includes(BAR));
        assert.ok(
          /<span>English<\/span><span>Saved \d+ \w+ \d{4} \d\d:\d\d \(Asia\/Shanghai\)<\/span><span>Link valid until \d+ \w+ \d{4} \d\d:\d\d \(Asia\/Shanghai\)<\/span>/.test(
            preview.body,
          ),
          'the bar names the language and times, and the zone of the times',
        );
        assert.ok(NOINDEX_META.test(preview.body), 'robots noindex');
        assert.equal(preview.headers['x-robots-tag'], 'noindex');
        assert.equal(preview.headers['cache-control'], 'no-store');
        assert.equal(preview.headers.etag, undefined);
        // Its canonical address is the public page's, without the token.
        assert.ok(
          preview.body.includes(
            `<link rel="canonical" href="https://www.coresense.example/company-news/detail?id=${ids.news}&amp;lang=en-US"/>`,
          ),
        );

        // The same page without the token, its API answer and the live tables are unchanged.
        const after = await s.app.inject({ method: 'GET', url: page });
        assert.equal(after.statusCode, 200);
        assert.ok(!after.body.includes('Headline still in draft'), 'the public page is unchanged');
        assert.ok(!after.body.includes('class="preview-bar"'), 'no bar on the public page');
        assert.equal(after.headers['x-robots-tag'], undefined);
        const api = await s.get(`/api/v1/news/detail?id=${ids.news}&lang=en_US`);
        assert.notEqual(api.body.data.title, 'Headline still in draft');
        const live = await s.db
          .selectFrom('news_i18n')
          .select('title')
          .where('news_id', '=', ids.news)
          .where('lang', '=', 'en_US')
          .executeTakeFirstOrThrow();
        assert.notEqual(live.title, 'Headline still in draft');

        // No cache holds the preview: asked again it is rendered again, and no entry names it.
        const again = await s.app.inject({ method: 'GET', url: local(url) });
        assert.ok(again.body.includes('Headline still in draft'));
        assert.equal(again.headers['cache-control'], 'no-store');
        const cache = s.app.responseCache;
        const before = cache.size;
        assert.ok(before > 0, 'the public page is cached');
        const publicAgain = await s.app.inject({ method: 'GET', url: page });
        assert.ok(!publicAgain.body.includes('Headline still in draft'));
        assert.equal(cache.size, before);
      });

      test('each resource and a page block preview on the page that shows them', async () => {
        for (const resource of RESOURCES) {
          const shown = `Draft ${resource} text`;
          await appendDraft(resource, shownField(resource), shown);
          const url = await previewLink(resource, ids[resource]);
          // Comments show on the home page: the link leads to their section.
          if (resource === 'comments') assert.equal(new URL(url).hash, '#home-comments');
          const preview = await s.app.inject({ method: 'GET', url: local(url) });
          assert.equal(preview.statusCode, 200, `${resource}: ${url}`);
          assert.ok(preview.body.includes(shown), `${resource} shows its draft`);
          assert.ok(preview.body.includes(BAR), `${resource} shows the bar`);
        }

        const slogan = 'A footer slogan still in draft';
        await new VersionHistory('blocks', ['type']).append(
          s.db,
          'footer',
          { type: 'footer', i18n: { en_US: { slogan, copyright: '© CoreSense', icp: '', links: [] } } },
          null,
        );
        const url = await previewLink('blocks', 'footer');
        assert.equal(new URL(url).pathname, '/index');
        const preview = await s.app.inject({ method: 'GET', url: local(url) });
        assert.equal(preview.statusCode, 200);
        assert.ok(preview.body.includes(slogan));
        const home = await s.app.inject({ method: 'GET', url: '/index?lang=en-US' });
        assert.ok(!home.body.includes(slogan));
      });

      test("a product's preview derives its data (status, parameter values) from the draft as a save would", async () => {
        const parameter = await writer.post('/api/v1/admin/product-parameters', {
          key: 'previewRange',
          type: 'number',
          unit: 'g',
          i18n: { zh_CN: { label: '预览量程' }, en_US: { label: 'Preview range' } },
        });
        assert.equal(parameter.status, 200, JSON.stringify(parameter.body));
        const product = (await writer.get(`/api/v1/admin/products/${ids.products}`)).body.data;
        const categoryUrl = `/api/v1/admin/product-categories/${product.classifyId}`;
        const category = (await writer.get(categoryUrl)).body.data;
        const listed = await writer.put(categoryUrl, {
          ...category,
          parameterKeys: [...category.parameterKeys, 'previewRange'],
        });
        assert.equal(listed.status, 200, JSON.stringify(listed.body));

        const draft = {
          ...product,
          status: 'nrnd',
          parameterValues: [{ key: 'previewRange', value: 16, min: null, max: null }],
        };
        await new VersionHistory('products').append(s.db, String(ids.products), draft, null);
        const page = `/product/detail?id=${ids.products}&lang=en-US`;
        const published = await s.app.inject({ method: 'GET', url: page });
        const preview = await s.app.inject({
          method: 'GET',
          url: local(await previewLink('products', ids.products)),
        });
        assert.equal(preview.statusCode, 200);
        for (const shown of ['Preview range', '16 g', 'NRND']) {
          assert.ok(preview.body.includes(shown), `the preview shows ${shown}`);
          assert.ok(!published.body.includes(shown), `the public page does not show ${shown}`);
        }
      });

      test('an expired, altered or forged token, or one for another record or language, is refused with a page', async () => {
        const url = new URL(await previewLink('news', ids.news));
        const token = url.searchParams.get('preview') ?? '';
        const secret = await new SigningKey(s.db, 'preview').get();
        const claim: PreviewClaim = {
          resource: 'news',
          key: String(ids.news),
          lang: 'en_US',
          expiresAt: Date.now() + PREVIEW_LIFETIME_MS,
        };
        const withToken = (value: string, change: (address: URL) => void = () => {}) => {
          const address = new URL(url);
          address.searchParams.set('preview', value);
          change(address);
          return local(address.href);
        };
        const [payload = '', signature = ''] = token.split('.');
        const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
        const refused = {
          expired: withToken(signPreview({ ...claim, expiresAt: Date.now() - 1000 }, secret)),
          'altered signature': withToken(`${payload}.${flipped}`),
          'altered claim': withToken(
            `${Buffer.from(JSON.stringify(['news', String(otherNews), 'en_US', claim.expiresAt])).toString('base64url')}.${signature}`,
          ),
          forged: withToken(signPreview(claim, randomBytes(32))),
          garbage: withToken('not-a-token'),
          'another record': withToken(token, (address) => address.searchParams.set('id', String(otherNews))),
          'another language': withToken(token, (address) => address.searchParams.set('lang', 'zh-CN')),
          'another page': withToken(token, (address) => {
            address.pathname = '/investor/detail';
          }),
        };
        for (const [why, address] of Object.entries(refused)) {
          const response = await s.app.inject({ method: 'GET', url: address });
          assert.equal(response.statusCode, 403, why);
          assert.match(String(response.headers['content-type']), /^text\/html/, why);
          assert.ok(response.body.includes(REFUSED) || response.body.includes('无法打开此预览链接'), why);
          assert.equal(response.headers['cache-control'], 'no-store', why);
          assert.equal(response.headers['x-robots-tag'], 'noindex', why);
        }
        // The genuine token still works, and one signed for the other record opens that one.
        assert.equal((await s.app.inject({ method: 'GET', url: local(url.href) })).statusCode, 200);
        const other = withToken(signPreview({ ...claim, key: String(otherNews) }, secret), (address) =>
          address.searchParams.set('id', String(otherNews)),
        );
        assert.equal((await s.app.inject({ method: 'GET', url: other })).statusCode, 200);
      });

      test('over a real port, the cache shortcut never answers or keeps a preview', async () => {
        const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
        const draft = 'Second draft over the wire';
        await appendDraft('news', 'title', draft);
        const url = new URL(await previewLink('news', ids.news));
        const page = `${address}/company-news/detail?id=${ids.news}&lang=en-US`;
        for (let round = 0; round < 3; round++) {
          const publicPage = await fetch(page);
          assert.ok(!(await publicPage.text()).includes(draft));
          const preview = await fetch(`${address}${url.pathname}${url.search}`);
          assert.equal(preview.headers.get('cache-control'), 'no-store');
          assert.ok((await preview.text()).includes(draft));
        }
        // Expired since: refused, though the same address answered 200 a moment ago.
        const secret = await new SigningKey(s.db, 'preview').get();
        const expired = new URL(url);
        expired.searchParams.set(
          'preview',
          signPreview(
            { resource: 'news', key: String(ids.news), lang: 'en_US', expiresAt: Date.now() - 1 },
            secret,
          ),
        );
        assert.equal((await fetch(`${address}${expired.pathname}${expired.search}`)).status, 403);
      });
    });
  });
}
