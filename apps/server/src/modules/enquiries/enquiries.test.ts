import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { toIso } from '../../db/column-types.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const CONTACT = '/api/v1/contact/us/submit';
const ASK = '/api/v1/product/ask';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const REQUIRED = { en_US: 'The field is required.', zh_CN: '请填写此字段' };
const TOO_LONG = {
  en_US: (max: number) => `Must be at most ${max} characters.`,
  zh_CN: (max: number) => `长度不能超过 ${max} 个字符`,
};
const BAD_EMAIL = { en_US: 'Please enter a valid email address.', zh_CN: '请输入有效的邮箱地址' };
const BAD_PHONE = {
  en_US: 'Please enter a valid phone number (5–30 digits, spaces or + - ( )).',
  zh_CN: '请输入有效的电话号码（5–30 位数字、空格或 + - ( )）',
};
const UNKNOWN_PRODUCT = {
  en_US: 'The product enquired about does not exist.',
  zh_CN: '所咨询的产品不存在',
};
const WRONG_TYPE = { en_US: 'The value has the wrong type.', zh_CN: '类型不正确' };
type Lang = keyof typeof REQUIRED;
const LANGS: Lang[] = ['en_US', 'zh_CN'];

function validForm(marker: string) {
  return {
    name: `Li Lei ${marker}`,
    email: 'li.lei@example.com',
    phone: '+86 (510) 8888-1234',
    company: 'ACME Sensors',
    job: 'Buyer',
    product: 'CSA-3110',
    mind: `Please quote 1000 pcs. ${marker}`,
  };
}

for (const backend of testBackends()) {
  describe(`enquiry submissions (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'] });
    const { catalogue: ids } = s;

    const post = async (
      url: string,
      payload: InjectOptions['payload'],
      options: Partial<InjectOptions> = {},
    ) => {
      const response = await s.app.inject({ method: 'POST', url, payload, ...options });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    };
    const rows = () => s.db.selectFrom('enquiries').selectAll().orderBy('id').execute();
    const row = (id: number) =>
      s.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const countRows = async () => (await rows()).length;

    test('a contact form is stored with every submitted value and answered with its id', async () => {
      const form = validForm('json');
      const startedAt = Date.now();
      const answer = await post(`${CONTACT}?lang=en-US`, form, {
        headers: { 'user-agent': 'TestBrowser/1.0' },
      });
      assert.equal(answer.status, 200);
      assert.deepEqual(Object.keys(answer.body).sort(), ['data', 'success']);
      assert.equal(answer.body.success, true);
      assert.deepEqual(Object.keys(answer.body.data), ['id']);
      const stored = await row(answer.body.data.id);
      assert.equal(stored.kind, 'contact');
      assert.equal(stored.product_id, null);
      assert.deepEqual(
        {
          name: stored.name,
          email: stored.email,
          phone: stored.phone,
          company: stored.company,
          job: stored.job,
          product: stored.product,
          mind: stored.mind,
        },
        form,
      );
      assert.equal(stored.lang, 'en_US');
      assert.equal(stored.ip, '127.0.0.1');
      assert.equal(stored.user_agent, 'TestBrowser/1.0');
      assert.equal(stored.status, 'new');
      const created = Date.parse(toIso(stored.created_at));
      assert.ok(created >= startedAt - 1000 && created <= Date.now() + 1000, 'created now');
      assert.equal(toIso(stored.updated_at), toIso(stored.created_at));
    });

    test('optional fields may be left out (stored empty) and text is stored trimmed', async () => {
      const answer = await post(CONTACT, {
        name: '  韩梅梅 ',
        email: ' mm@example.cn ',
        phone: '13800138000',
      });
      assert.equal(answer.status, 200);
      const stored = await row(answer.body.data.id);
      assert.equal(stored.name, '韩梅梅');
      assert.equal(stored.email, 'mm@example.cn');
      assert.deepEqual([stored.company, stored.job, stored.product, stored.mind], ['', '', '', '']);
      assert.equal(stored.lang, 'zh_CN');
    });

    test('a form-encoded submission is stored like a JSON one', async () => {
      const form = { ...validForm('form'), name: '张伟 form' };
      const answer = await post(CONTACT, new URLSearchParams(form).toString(), { headers: FORM });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.success, true);
      const stored = await row(answer.body.data.id);
      assert.equal(stored.name, '张伟 form');
      assert.equal(stored.phone, form.phone);
      assert.equal(stored.mind, form.mind);
    });

    test('unknown fields are ignored and cannot set the inbox status or the id', async () => {
      const form = validForm('extra');
      const answer = await post(CONTACT, { ...form, id: 424242, status: 'handled', note: 'x', productId: 1 });
      assert.equal(answer.status, 200);
      assert.notEqual(answer.body.data.id, 424242);
      const stored = await row(answer.body.data.id);
      assert.equal(stored.status, 'new');
      assert.equal(stored.note, '');
      assert.equal(stored.product_id, null, 'the contact form has no product');
    });

    test('ids are drawn at random, so they tell nothing of how many came before (contact and product alike)', async () => {
      const answers = [];
      for (const [index, url] of [CONTACT, ASK, CONTACT, ASK].entries()) {
        const form = {
          ...validForm(`volume-${index}`),
          ...(url === ASK ? { productId: ids.products.lowPower } : {}),
        };
        answers.push(await post(url, form));
      }
      const answered = answers.map((answer) => answer.body.data.id as number);
      for (const id of answered)
        assert.ok(Number.isInteger(id) && id >= 100_000_000 && id <= 2_147_483_647, `${id}`);
      const steps = answered.slice(1).map((id, index) => id - (answered[index] as number));
      assert.ok(
        steps.some((step) => Math.abs(step) > 1000),
        `ids that are not a count: ${answered.join(', ')}`,
      );
      for (const id of answered) assert.ok(await row(id), `${id} is stored`);
    });

    test('a very long user agent is stored cut to 500 characters', async () => {
      const answer = await post(CONTACT, validForm('ua'), { headers: { 'user-agent': 'U'.repeat(2000) } });
      assert.equal(answer.status, 200);
      assert.equal((await row(answer.body.data.id)).user_agent, 'U'.repeat(500));
    });

    test('values at the upper bounds are accepted', async () => {
      const answer = await post(CONTACT, {
        name: 'N'.repeat(100),
        email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`,
        phone: '1'.repeat(30),
        company: 'C'.repeat(200),
        job: 'J'.repeat(100),
        product: 'P'.repeat(200),
        mind: '意'.repeat(5000),
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const stored = await row(answer.body.data.id);
      assert.equal(stored.email.length, 254);
      assert.equal(stored.mind, '意'.repeat(5000));
    });

    describe('validation', () => {
      const cases: Array<{
        what: string;
        change: Record<string, unknown>;
        field: string;
        message: Record<Lang, string>;
      }> = [
        { what: 'missing name', change: { name: undefined }, field: 'name', message: REQUIRED },
        { what: 'missing email', change: { email: undefined }, field: 'email', message: REQUIRED },
        { what: 'missing phone', change: { phone: undefined }, field: 'phone', message: REQUIRED },
        { what: 'whitespace-only name', change: { name: ' \t ' }, field: 'name', message: REQUIRED },
        { what: 'whitespace-only email', change: { email: '   ' }, field: 'email', message: REQUIRED },
        { what: 'whitespace-only phone', change: { phone: '  ' }, field: 'phone', message: REQUIRED },
        { what: 'null name', change: { name: null }, field: 'name', message: REQUIRED },
        {
          what: 'name over 100',
          change: { name: 'n'.repeat(101) },
          field: 'name',
          message: msg(TOO_LONG, 100),
        },
        {
          what: 'email over 254',
          change: { email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.com` },
          field: 'email',
          message: msg(TOO_LONG, 254),
        },
        {
          what: 'phone over 30',
          change: { phone: '1'.repeat(31) },
          field: 'phone',
          message: msg(TOO_LONG, 30),
        },
        {
          what: 'company over 200',
          change: { company: 'c'.repeat(201) },
          field: 'company',
          message: msg(TOO_LONG, 200),
        },
        { what: 'job over 100', change: { job: 'j'.repeat(101) }, field: 'job', message: msg(TOO_LONG, 100) },
        {
          what: 'product over 200',
          change: { product: 'p'.repeat(201) },
          field: 'product',
          message: msg(TOO_LONG, 200),
        },
        {
          what: 'mind over 5000',
          change: { mind: 'm'.repeat(5001) },
          field: 'mind',
          message: msg(TOO_LONG, 5000),
        },
        {
          what: 'email without @',
          change: { email: 'li.lei.example.com' },
          field: 'email',
          message: BAD_EMAIL,
        },
        { what: 'email without domain', change: { email: 'li@' }, field: 'email', message: BAD_EMAIL },
        { what: 'phone with letters', change: { phone: '0510-CALL-ME' }, field: 'phone', message: BAD_PHONE },
        { what: 'phone under 5 characters', change: { phone: '1234' }, field: 'phone', message: BAD_PHONE },
        { what: 'name that is not text', change: { name: 42 }, field: 'name', message: WRONG_TYPE },
      ];

      for (const { what, change, field, message } of cases) {
        for (const lang of LANGS) {
          test(`${what} → 400 with one error on ${field} (${lang})`, async () => {
            const countBefore = await countRows();
            const form = { ...validForm('bad'), ...change };
            for (const url of [CONTACT, ASK]) {
              const answer = await post(`${url}?lang=${lang}`, form);
              assert.equal(answer.status, 400);
              assert.deepEqual(answer.body, {
                success: false,
                code: 'VALIDATION_ERROR',
                message: lang === 'en_US' ? 'The request is not valid' : '请求参数有误',
                errors: [{ field, message: message[lang] }],
              });
            }
            assert.equal(await countRows(), countBefore, 'nothing stored');
          });
        }
      }

      test('every bad field gets its own entry, also from a form body', async () => {
        const form = new URLSearchParams({ name: ' ', email: 'nope', phone: 'x', mind: 'm'.repeat(5001) });
        const answer = await post(`${CONTACT}?lang=en_US`, form.toString(), { headers: FORM });
        assert.equal(answer.status, 400);
        assert.deepEqual(answer.body.errors, [
          { field: 'name', message: REQUIRED.en_US },
          { field: 'email', message: BAD_EMAIL.en_US },
          { field: 'phone', message: BAD_PHONE.en_US },
          { field: 'mind', message: TOO_LONG.en_US(5000) },
        ]);
      });

      test('a request without a body reports each required field missing', async () => {
        const answer = await post(CONTACT, undefined);
        assert.equal(answer.status, 400);
        assert.deepEqual(
          answer.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
          [
            ['name', REQUIRED.zh_CN],
            ['email', REQUIRED.zh_CN],
            ['phone', REQUIRED.zh_CN],
          ],
        );
      });
    });

    describe('bodies the contract refuses', () => {
      const envelope = (code: string, message: string) => ({ success: false, code, message });

      test('a body over 64 KiB → 413 PAYLOAD_TOO_LARGE, JSON or form', async () => {
        const countBefore = await countRows();
        const big = { ...validForm('big'), mind: 'x'.repeat(65 * 1024) };
        const json = await post(`${CONTACT}?lang=en_US`, big);
        assert.equal(json.status, 413);
        assert.deepEqual(json.body, envelope('PAYLOAD_TOO_LARGE', 'The request is too large'));
        const form = await post(ASK, new URLSearchParams(big).toString(), { headers: FORM });
        assert.equal(form.status, 413);
        assert.deepEqual(form.body, envelope('PAYLOAD_TOO_LARGE', '请求内容过大'));
        assert.equal(await countRows(), countBefore);
      });

      test('another content type → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
        const text = await post(`${CONTACT}?lang=en_US`, 'name=a', {
          headers: { 'content-type': 'text/plain' },
        });
        assert.equal(text.status, 415);
        assert.deepEqual(text.body, envelope('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'));
        const multipart = await post(
          ASK,
          '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--b--',
          {
            headers: { 'content-type': 'multipart/form-data; boundary=b' },
          },
        );
        assert.equal(multipart.status, 415);
        assert.deepEqual(multipart.body, envelope('UNSUPPORTED_MEDIA_TYPE', '不支持的内容类型'));
        const xml = await post(CONTACT, '<name>a</name>', { headers: { 'content-type': 'application/xml' } });
        assert.equal(xml.status, 415);
      });

      test('malformed or empty JSON → 400 VALIDATION_ERROR', async () => {
        for (const payload of ['{"name": "Li', '{name: 1}', '']) {
          const answer = await post(`${CONTACT}?lang=en_US`, payload, {
            headers: { 'content-type': 'application/json' },
          });
          assert.equal(answer.status, 400, payload);
          assert.deepEqual(answer.body, envelope('VALIDATION_ERROR', 'The request is not valid'));
        }
      });

      test('JSON with a charset parameter is accepted', async () => {
        const answer = await post(CONTACT, JSON.stringify(validForm('charset')), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
        assert.equal(answer.status, 200);
      });
    });

    describe('product enquiries', () => {
      test('a valid product enquiry stores the product id and kind', async () => {
        const form = { ...validForm('ask'), productId: ids.products.axis3 };
        const answer = await post(`${ASK}?lang=en_US`, form);
        assert.equal(answer.status, 200);
        const stored = await row(answer.body.data.id);
        assert.equal(stored.kind, 'product');
        assert.equal(stored.product_id, ids.products.axis3);
        assert.equal(stored.name, form.name);
        assert.equal(stored.lang, 'en_US');
      });

      test('the product id may come as form text, or be left out', async () => {
        const formBody = new URLSearchParams({
          ...validForm('ask-form'),
          productId: String(ids.products.barometer),
        });
        const answer = await post(ASK, formBody.toString(), { headers: FORM });
        assert.equal(answer.status, 200);
        assert.equal((await row(answer.body.data.id)).product_id, ids.products.barometer);

        const without = await post(ASK, validForm('ask-none'));
        assert.equal(without.status, 200);
        const stored = await row(without.body.data.id);
        assert.equal(stored.kind, 'product');
        assert.equal(stored.product_id, null);
      });

      for (const lang of LANGS) {
        test(`an unknown or unpublished product → 400 on productId (${lang})`, async () => {
          const countBefore = await countRows();
          const unpublished = [ids.products.draft, ids.products.retired, 999_999, 9_999_999_999, 0];
          for (const productId of unpublished) {
            const answer = await post(`${ASK}?lang=${lang}`, { ...validForm('ask-bad'), productId });
            assert.equal(answer.status, 400, String(productId));
            assert.equal(answer.body.code, 'VALIDATION_ERROR');
            assert.deepEqual(answer.body.errors, [{ field: 'productId', message: UNKNOWN_PRODUCT[lang] }]);
          }
          assert.equal(await countRows(), countBefore, 'nothing stored');
        });
      }

      test('a product id that is not a positive integer → 400 on productId', async () => {
        for (const productId of ['abc', 1.5, true, '1e3', -3]) {
          const answer = await post(ASK, { ...validForm('ask-nan'), productId });
          assert.equal(answer.status, 400, String(productId));
          assert.equal(answer.body.errors[0].field, 'productId');
        }
      });
    });

    test('every accepted submission is stored once, also 50 sent at the same time', async () => {
      const earlier = await rows();
      const forms = Array.from({ length: 50 }, (_, i) => ({
        url: i % 2 ? ASK : CONTACT,
        form: {
          ...validForm(`burst-${i}`),
          phone: `010 ${String(10_000 + i)}`,
          ...(i % 2 ? { productId: ids.products.lowPower } : {}),
        },
      }));
      const answers = await Promise.all(forms.map(({ url, form }) => post(url, form)));
      for (const answer of answers) assert.equal(answer.status, 200);
      const answeredIds = answers.map((answer) => answer.body.data.id as number);
      assert.equal(new Set(answeredIds).size, 50, 'ids are distinct');

      const stored50 = await rows();
      assert.equal(stored50.length, earlier.length + 50);
      for (const [i, id] of answeredIds.entries()) {
        const stored = stored50.find((r) => r.id === id);
        const { url, form } = forms[i]!;
        assert.ok(stored, `row ${id} stored`);
        assert.equal(stored.kind, url === ASK ? 'product' : 'contact');
        assert.equal(stored.name, form.name);
        assert.equal(stored.phone, form.phone);
        assert.equal(stored.mind, form.mind);
        assert.equal(stored.product_id, url === ASK ? ids.products.lowPower : null);
      }
    });
  });

  describe(`enquiry rate limit (${backend.name})`, () => {
    const s = useTestApp(backend, { config: { enquiryRateLimit: { max: 3, windowSeconds: 60 } } });

    test('a client over the limit gets 429 RATE_LIMITED with Retry-After; others are not held up', async () => {
      const send = (remoteAddress: string, lang = 'zh_CN') =>
        s.app.inject({
          method: 'POST',
          url: `${CONTACT}?lang=${lang}`,
          payload: validForm(remoteAddress),
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) assert.equal((await send('203.0.113.7')).statusCode, 200);

      const limited = await send('203.0.113.7', 'en_US');
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many requests, please try again later',
      });
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(
        Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60,
        `Retry-After ${retryAfter}`,
      );

      assert.equal((await send('198.51.100.9')).statusCode, 200, 'another address is served');
      const stored = await s.db.selectFrom('enquiries').select(['ip']).execute();
      assert.deepEqual(stored.map((r) => r.ip).sort(), [
        '198.51.100.9',
        '203.0.113.7',
        '203.0.113.7',
        '203.0.113.7',
      ]);
    });
  });
}

function msg(texts: typeof TOO_LONG, max: number): Record<Lang, string> {
  return { en_US: texts.en_US(max), zh_CN: texts.zh_CN(max) };
}
