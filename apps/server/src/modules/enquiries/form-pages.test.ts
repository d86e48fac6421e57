import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CV_MAX_BYTES } from '@coresense/shared';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { reactEscaped, skipWithoutSiteBuild } from '../../test-support/site-build.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * The contact form, a product's enquiry and a job application as a browser without scripts
 * sends them: to their page, whose action stores them as the API does and answers 303 to the
 * receipt, or the page again with the reason beside the field and what was typed.
 */

const LANGS = [
  { lang: 'en_US', locale: 'en-US' },
  { lang: 'zh_CN', locale: 'zh-CN' },
] as const;

const PDF = Buffer.from('%PDF-1.7\n% CV of Li Lei\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

/** A form-encoded post to a page, as a browser without scripts sends its form. */
const formPost = (url: string, form: Record<string, string>, remoteAddress: string) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  payload: new URLSearchParams(form).toString(),
  remoteAddress,
});

/** A multipart post to a page, as a browser without scripts sends a form with a file. */
async function multipartPost(
  url: string,
  fields: Record<string, string>,
  cv: { name: string; data: Buffer } | undefined,
  remoteAddress: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('cv', new Blob(cv ? [cv.data] : []), cv?.name ?? '');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    method: 'POST' as const,
    url,
    headers: { 'content-type': request.headers.get('content-type')!, accept: 'text/html' },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress,
  };
}

for (const backend of testBackends()) {
  describe(`the site's forms without scripts (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    const s = useContentSuite(backend, {
      fixtures: ['other'],
      config: { enquiryRateLimit: { max: 100, windowSeconds: 60 } },
    });

    const stored = (email: string) =>
      s.db.selectFrom('enquiries').selectAll().where('email', '=', email).execute();

    const CONTACT = {
      name: 'Ada Engineer',
      phone: '+44 20 7946 0000',
      company: 'Lovelace & Daughters',
      mind: 'Do you ship "evaluation" boards to the UK?',
    };

    test('the contact form is stored once and answered 303 to its receipt; refused, the page shows the field’s reason and what was typed', async () => {
      for (const { lang, locale } of LANGS) {
        const email = `ada.${locale}@example.com`;
        const sent = await s.app.inject(
          formPost(`/contact-us?lang=${locale}`, { ...CONTACT, email }, '198.51.100.40'),
        );
        assert.equal(sent.statusCode, 303, sent.body);
        const location = String(sent.headers.location);
        assert.match(location, new RegExp(`^/contact-us\\?lang=${locale}&reference=C-\\d+#`));
        const rows = await stored(email);
        assert.equal(rows.length, 1, `${locale}: stored once`);
        assert.equal(rows[0]!.kind, 'contact');
        assert.equal(rows[0]!.mind, CONTACT.mind);
        assert.equal(location.split('reference=C-')[1]!.split('#')[0], String(rows[0]!.id));

        const receipt = await s.app.inject({ url: location.split('#')[0]!, remoteAddress: '198.51.100.40' });
        assert.equal(receipt.statusCode, 200);
        assert.ok(
          receipt.body.includes(reactEscaped(SITE_MESSAGES[lang]['form.sentTitle'])),
          `${locale}: receipt`,
        );
        assert.ok(receipt.body.includes(`C-${rows[0]!.id}`), `${locale}: the reference`);

        const bad = `bad.${locale}@example`;
        const refused = await s.app.inject(
          formPost(`/contact-us?lang=${locale}`, { ...CONTACT, email: bad }, '198.51.100.40'),
        );
        assert.equal(refused.statusCode, 400);
        assert.match(String(refused.headers['content-type']), /^text\/html/);
        const html = refused.body;
        const emailInput = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? '';
        assert.ok(emailInput.includes(`value="${bad}"`), `${locale}: the address is kept`);
        assert.ok(emailInput.includes('aria-invalid="true"'), `${locale}: and marked`);
        assert.ok(
          html.includes(reactEscaped(SITE_MESSAGES[lang]['form.invalidEmail'])),
          `${locale}: the reason`,
        );
        assert.ok(html.includes(reactEscaped(SITE_MESSAGES[lang]['sample.fix'])), `${locale}: the notice`);
        assert.ok(
          html.includes(`value="${reactEscaped(CONTACT.company)}"`),
          `${locale}: the company is kept`,
        );
        assert.ok(
          html.includes(`>${reactEscaped(CONTACT.mind)}</textarea>`),
          `${locale}: the message is kept`,
        );
        assert.doesNotMatch(html, /VALIDATION_ERROR/, 'not the API’s JSON');
        assert.equal((await stored(bad)).length, 0, 'nothing refused is stored');
      }
    });

    test('a product’s enquiry, sent from the contact page its product links to, is stored as the product’s with its quantity', async () => {
      const productId = s.catalogue.products.axis3;
      // The product page's button, without scripts, carries the language its address chose and
      // lands at the form, below the company's addresses (a GET form keeps its action's fragment).
      const product = await s.app.inject({ url: `/product/detail?id=${productId}&lang=en-US` });
      assert.match(
        product.body,
        new RegExp(
          `<form action="/contact-us#contact-form-title"><input type="hidden" name="lang" value="en-US"/><button type="submit" value="${productId}"`,
        ),
      );
      const page = await s.app.inject({ url: `/contact-us?lang=en-US&productId=${productId}` });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, new RegExp(`action="/contact-us\\?lang=en_US&amp;productId=${productId}#`));

      const form = {
        name: 'Grace',
        email: 'grace.consult@example.com',
        phone: '+1 555 0100',
        quantity: '5000',
        mind: 'Lead time?',
      };
      const refused = await s.app.inject(
        formPost(`/contact-us?lang=en-US&productId=${productId}`, { ...form, phone: '' }, '198.51.100.41'),
      );
      assert.equal(refused.statusCode, 400);
      assert.ok(refused.body.includes(reactEscaped(SITE_MESSAGES.en_US['form.required'])));
      assert.ok(refused.body.includes('value="5000"'), 'the quantity is kept');
      assert.equal((await stored(form.email)).length, 0);

      const sent = await s.app.inject(
        formPost(`/contact-us?lang=en-US&productId=${productId}`, form, '198.51.100.41'),
      );
      assert.equal(sent.statusCode, 303, sent.body);
      assert.match(String(sent.headers.location), /reference=P-\d+/);
      const rows = await stored(form.email);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.kind, 'product');
      assert.equal(rows[0]!.product_id, productId);
      assert.equal(rows[0]!.mind, 'Quantity: 5000\nLead time?');
    });

    test('a job application with its CV is stored once and answered 303; refused, the page shows why with what was typed', async () => {
      const jobId = s.other.recruit.engineer;
      for (const { lang, locale } of LANGS) {
        const fields = { name: 'Li Lei', email: `li.${locale}@example.com`, phone: '+86 138 0000 0000' };
        const url = `/recruit/detail?id=${jobId}&lang=${locale}`;
        const sent = await s.app.inject(
          await multipartPost(url, fields, { name: 'cv.pdf', data: PDF }, '198.51.100.42'),
        );
        assert.equal(sent.statusCode, 303, sent.body);
        assert.match(
          String(sent.headers.location),
          new RegExp(`^/recruit/detail\\?id=${jobId}&lang=${locale}&reference=J-\\d+#`),
        );
        const rows = await stored(fields.email);
        assert.equal(rows.length, 1, `${locale}: stored once`);
        assert.equal(rows[0]!.kind, 'job');
        assert.equal(rows[0]!.cv_name, 'cv.pdf');
        const receipt = await s.app.inject({ url: String(sent.headers.location).split('#')[0]! });
        assert.ok(receipt.body.includes(reactEscaped(SITE_MESSAGES[lang]['recruit.sentTitle'])));

        const email = `li.refused.${locale}@example.com`;
        const noCv = await s.app.inject(
          await multipartPost(url, { ...fields, email, phone: 'x' }, undefined, '198.51.100.42'),
        );
        assert.equal(noCv.statusCode, 400);
        assert.match(String(noCv.headers['content-type']), /^text\/html/);
        assert.ok(
          noCv.body.includes(reactEscaped(SITE_MESSAGES[lang]['form.invalidPhone'])),
          `${locale}: phone`,
        );
        assert.ok(
          noCv.body.includes(reactEscaped(SITE_MESSAGES[lang]['form.required'])),
          `${locale}: the CV`,
        );
        assert.ok(noCv.body.includes(`value="${email}"`), `${locale}: the address is kept`);
        assert.equal((await stored(email)).length, 0);
      }
    });

    test('a CV of another type, or past the size limit, is refused on its field in the page, not as the API’s JSON', async () => {
      const url = `/recruit/detail?id=${s.other.recruit.engineer}&lang=en-US`;
      const fields = { name: 'Han Meimei', email: 'han.cv@example.com', phone: '+86 139 0000 0000' };
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]);
      const wrongType = await s.app.inject(
        await multipartPost(url, fields, { name: 'cv.pdf', data: exe }, '198.51.100.43'),
      );
      assert.equal(wrongType.statusCode, 400);
      assert.ok(wrongType.body.includes(reactEscaped(SITE_MESSAGES.en_US['recruit.cvType'])));

      const tooLarge = await s.app.inject(
        await multipartPost(
          url,
          { ...fields, message: 'Attached.' },
          { name: 'cv.pdf', data: Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES)]) },
          '198.51.100.43',
        ),
      );
      assert.equal(tooLarge.statusCode, 400, tooLarge.body.slice(0, 300));
      assert.ok(tooLarge.body.includes(reactEscaped(SITE_MESSAGES.en_US['recruit.cvSize'])));
      assert.ok(tooLarge.body.includes(`value="${fields.email}"`), 'what was typed is kept');
      assert.equal((await stored(fields.email)).length, 0);
    });
  });
}

for (const backend of testBackends()) {
  describe(`the contact page over the public forms’ limit (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    const s = useContentSuite(backend, { config: { enquiryRateLimit: { max: 1, windowSeconds: 60 } } });

    test('a post over the limit shows the form again with the reason and what was typed, storing nothing', async () => {
      const form = { name: 'Ada', email: 'ada.limit@example.com', phone: '+44 20 7946 0000' };
      const first = await s.app.inject(formPost('/contact-us?lang=en-US', form, '198.51.100.44'));
      assert.equal(first.statusCode, 303, 'the allowance is one post');
      const limited = await s.app.inject(
        formPost('/contact-us?lang=zh-CN', { ...form, email: 'ada.over@example.com' }, '198.51.100.44'),
      );
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.ok(limited.body.includes(reactEscaped(SITE_MESSAGES.zh_CN['form.rateLimited'])));
      assert.ok(limited.body.includes('value="ada.over@example.com"'));
      assert.doesNotMatch(limited.body, /RATE_LIMITED/);
      const stored = await s.db
        .selectFrom('enquiries')
        .select('id')
        .where('email', '=', 'ada.over@example.com')
        .execute();
      assert.equal(stored.length, 0);
    });
  });
}
