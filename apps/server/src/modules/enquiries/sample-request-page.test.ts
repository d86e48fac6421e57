import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productPart } from '../../test-support/fixtures.ts';
import { reactEscaped, skipWithoutSiteBuild } from '../../test-support/site-build.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ProductDataRepository } from '../products/product-data.repository.ts';

/*
 * The sample request page's form as a browser without scripts sends it (contract §13): a post
 * over the public forms' limit comes back as the page, not as the API's JSON.
 */

const VISITOR = '198.51.100.27';
const BACK = '/product/compare?ids=1,2';

const FORM = {
  name: 'Ada Engineer',
  email: 'ada.nojs@example.com',
  company: 'Lovelace Instruments',
  country: 'Germany',
  application: 'Tilt sensing in a surveying pole',
  'parts.0.partNumber': 'CSA-3110-TR',
  'parts.0.quantity': '3',
};

for (const backend of testBackends()) {
  describe(`the sample request page without scripts (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      // The first post uses the address's whole allowance.
      config: { enquiryRateLimit: { max: 1, windowSeconds: 60 } },
    });
    let cart = '';

    before(async () => {
      await new ProductDataRepository(s.db).write(s.catalogue.products.axis3, {
        replacementIds: [],
        values: [],
        lastOrderDate: null,
        lastShipDate: null,
        status: 'active',
        parts: [productPart('CSA-3110-TR')],
      });
      const added = await s.app.inject({
        method: 'POST',
        url: '/sample-request/cart',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'add=CSA-3110-TR',
        remoteAddress: VISITOR,
      });
      assert.equal(added.statusCode, 303);
      cart = String(added.headers['set-cookie']).split(';')[0]!;
    });

    const post = (lang: string, form: Record<string, string>) =>
      s.app.inject({
        method: 'POST',
        // As the form posts when the visitor came from another page of the site.
        url: `/sample-request?lang=${lang}&${new URLSearchParams({ back: BACK })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cart },
        payload: new URLSearchParams(form).toString(),
        remoteAddress: VISITOR,
      });
    const storedFrom = async (email: string) =>
      (await s.db.selectFrom('enquiries').select('id').where('email', '=', email).execute()).length;

    test('a post over the public forms’ limit shows the form again with the reason and what was typed, storing nothing', async () => {
      const first = await post('en-US', { ...FORM, email: 'first@example.com' });
      assert.equal(first.statusCode, 303, 'the allowance is one request');
      assert.equal(await storedFrom('first@example.com'), 1);

      for (const [lang, locale, htmlLang] of [
        ['en_US', 'en-US', 'en'],
        ['zh_CN', 'zh-CN', 'zh-CN'],
      ] as const) {
        const limited = await post(locale, FORM);
        assert.equal(limited.statusCode, 429, locale);
        assert.match(String(limited.headers['content-type']), /^text\/html/);
        assert.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After says when to try again');
        const html = limited.body;
        assert.match(html, new RegExp(`<html lang="${htmlLang}"`));
        assert.ok(
          html.includes(reactEscaped(SITE_MESSAGES[lang]['sample.rateLimited'])),
          `${locale}: the reason in the page's language`,
        );
        assert.doesNotMatch(html, /RATE_LIMITED/, 'not the API’s JSON');
        for (const typed of [FORM.name, FORM.email, FORM.company, FORM.country]) {
          assert.ok(html.includes(`value="${reactEscaped(typed)}"`), `${locale}: ${typed} is kept`);
        }
        assert.ok(html.includes(`>${FORM.application}</textarea>`), `${locale}: the application is kept`);
        assert.match(html, /name="parts\.0\.quantity"[^>]*value="3"/, `${locale}: the quantity is kept`);
        assert.match(
          html,
          new RegExp(`href="${BACK.replace(/[?]/g, '\\?')}"[^>]*>${SITE_MESSAGES[lang]['sample.back']}</a>`),
          `${locale}: the way back is kept`,
        );
        assert.ok(
          html.includes(`action="/sample-request?${new URLSearchParams({ back: BACK })}"`),
          `${locale}: and so is it for the next post`,
        );
      }
      assert.equal(await storedFrom(FORM.email), 0, 'nothing refused was stored');
    });
  });
}
