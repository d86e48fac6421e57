import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readAndWrite, useContentSuite } from './test-support/content-suite.ts';
import { productText } from './test-support/fixtures.ts';
import type { JsonResponse } from './test-support/suite.ts';
import { testBackends } from './test-support/test-app.ts';

/*
 * Issue 11 #35: covers, images, avatars, icons, banner and footer links took anything, such as
 * `javascript:`, `data:` or another site's image. Images must be files of this site; links may
 * also be http(s) addresses.
 */

/** Refused everywhere: script, documents, other hosts, and paths a browser reads as another host. */
const NEVER = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  '/\t/evil.example/a.png',
  'vbscript:msgbox(1)',
  'media/1/a.png',
];
/** Refused for images, allowed for links. */
const OFF_SITE = ['https://evil.example/a.png', 'http://partner.example/page'];
const SITE_IMAGE = '/media/12/cover.svg';

const comment = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada',
  company: 'Bosch',
  title: 'Purchasing',
  content: 'Good sensors',
  avatar: '',
  ...extra,
});
const newsText = (extra: Record<string, unknown> = {}) => ({
  title: 'Trade fair',
  summary: 'summary',
  cover: '',
  content: '<p>body</p>',
  address: '',
  booth: '',
  ...extra,
});
const banner = (extra: Record<string, unknown> = {}) => ({
  title: 'Sensing',
  subtitle: 'the future',
  image: SITE_IMAGE,
  link: '/product',
  ...extra,
});
const FOOTER = { slogan: 'Sensing the future', copyright: '© CoreSense', icp: 'ICP 1' };

for (const backend of testBackends()) {
  describe(`URL fields of content and blocks (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: [...readAndWrite('products', 'news', 'comments', 'staff'), 'blocks:write'],
    });
    const { catalogue, editor: api } = s;

    /** Asserts a 400 VALIDATION_ERROR naming exactly `field` among its errors. */
    async function refused(call: Promise<JsonResponse>, field: string, value: string) {
      const { status, body } = await call;
      assert.equal(status, 400, `${field} = ${JSON.stringify(value)} → ${status} ${JSON.stringify(body)}`);
      assert.equal(body.code, 'VALIDATION_ERROR');
      const fields = (body.errors ?? []).map((error: { field: string }) => error.field);
      assert.ok(
        fields.includes(field),
        `${JSON.stringify(value)}: errors name ${fields.join(', ')}, not ${field}`,
      );
    }

    const product = (en: Record<string, unknown>) => ({
      classifyId: catalogue.categories.accelerometers,
      sort: 1,
      enabled: true,
      i18n: { zh_CN: productText('加速度计', 'CSA-1'), en_US: productText('Accelerometer', 'CSA-1', en) },
    });

    test('product covers and images are files of this site', async () => {
      for (const value of [...NEVER, ...OFF_SITE]) {
        await refused(
          api.post('/api/v1/admin/products', product({ cover: value })),
          'i18n.en_US.cover',
          value,
        );
        await refused(
          api.post('/api/v1/admin/products', product({ images: [SITE_IMAGE, value] })),
          'i18n.en_US.images.1',
          value,
        );
      }
      const saved = await api.post(
        '/api/v1/admin/products',
        product({ cover: SITE_IMAGE, images: [SITE_IMAGE] }),
      );
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const none = await api.post('/api/v1/admin/products', product({ cover: '' }));
      assert.equal(none.status, 200, 'no cover at all is fine');
    });

    test('news covers, comment avatars and staff avatars are files of this site', async () => {
      for (const value of [...NEVER, ...OFF_SITE]) {
        await refused(
          api.post('/api/v1/admin/news', {
            type: 'news',
            enabled: true,
            i18n: { zh_CN: newsText(), en_US: newsText({ cover: value }) },
          }),
          'i18n.en_US.cover',
          value,
        );
        await refused(
          api.post('/api/v1/admin/comments', {
            sort: 0,
            enabled: true,
            i18n: { zh_CN: comment({ avatar: value }), en_US: comment() },
          }),
          'i18n.zh_CN.avatar',
          value,
        );
        await refused(
          api.post('/api/v1/admin/staff', {
            username: 'avatar-test',
            password: 'a long enough password',
            enabled: true,
            roleIds: [],
            avatar: value,
          }),
          'avatar',
          value,
        );
      }
      const saved = await api.post('/api/v1/admin/comments', {
        sort: 0,
        enabled: true,
        i18n: { zh_CN: comment({ avatar: SITE_IMAGE }), en_US: comment() },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    });

    test('block images and icons are files of this site; banner and footer links may leave it over http(s)', async () => {
      const edit = (type: string, data: unknown) =>
        api.post('/api/v1/other/data/edit?lang=en_US', { type, data });
      for (const value of [...NEVER, ...OFF_SITE]) {
        await refused(edit('home', { banners: [banner({ image: value })] }), 'data.banners.0.image', value);
        await refused(
          edit('advantages', { list: [{ title: 'Fast', description: 'Very', icon: value }] }),
          'data.list.0.icon',
          value,
        );
        await refused(
          edit('productPage', { title: 'Products', subtitle: '', banner: value, description: '' }),
          'data.banner',
          value,
        );
      }
      for (const value of NEVER) {
        await refused(edit('home', { banners: [banner({ link: value })] }), 'data.banners.0.link', value);
        await refused(
          edit('footer', { ...FOOTER, links: [{ label: 'Datasheets', url: value }] }),
          'data.links.0.url',
          value,
        );
      }
      const home = await edit('home', {
        banners: [banner({ link: 'https://partner.example/launch?x=1' }), banner({ link: '/product?id=1' })],
      });
      assert.equal(home.status, 200, JSON.stringify(home.body));
      const advantages = await edit('advantages', {
        list: [{ title: 'Fast', description: 'Very', icon: SITE_IMAGE }],
      });
      assert.equal(advantages.status, 200, JSON.stringify(advantages.body));
      const footer = await edit('footer', {
        ...FOOTER,
        links: [
          { label: 'Datasheets', url: '/product' },
          { label: 'Partner', url: 'http://partner.example/' },
        ],
      });
      assert.equal(footer.status, 200, JSON.stringify(footer.body));
      const shown = await s.get('/api/v1/other/data/data?type=footer&lang=en_US');
      assert.match(JSON.stringify(shown.body), /partner\.example/);
    });
  });
}
