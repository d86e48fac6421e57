import assert from 'node:assert/strict';
import { before, describe, type TestContext, test } from 'node:test';
import { startSmtpServer } from '@coresense/test-support/smtp';
import nodemailer from 'nodemailer';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productPart } from '../../test-support/fixtures.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { deliverDueMail } from '../mail/mail.outbox.ts';
import { ProductDataRepository } from '../products/product-data.repository.ts';

const URL = '/api/v1/sample/request';
const INBOX = '/api/v1/admin/enquiries';
const FROM = 'CoreSense <no-reply@coresense.example>';

const REQUESTER = {
  name: 'Ada Engineer',
  email: 'ada@example.com',
  company: 'Lovelace Instruments',
  country: 'Germany',
  application: 'Tilt sensing in a surveying pole',
};

for (const backend of testBackends()) {
  describe(`sample requests (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: ['enquiries:read', 'enquiries:write'],
    });
    const { catalogue, editor } = s;

    before(async () => {
      const data = new ProductDataRepository(s.db);
      const noData = { replacementIds: [], values: [], lastOrderDate: null, lastShipDate: null };
      await data.write(catalogue.products.axis3, {
        ...noData,
        status: 'active',
        parts: [
          productPart('CSA-3110-TR'),
          productPart('CSA-3110-OLD', { status: 'obsolete' }),
          // A part number is an editor's free text: one that reads as a formula must stay text.
          productPart('=CSA-3110-EVB'),
        ],
      });
      await data.write(catalogue.products.barometer, {
        ...noData,
        status: 'nrnd',
        parts: [productPart('CSP-1200-TR')],
      });
      // An unpublished product's parts are not offered.
      await data.write(catalogue.products.draft, {
        ...noData,
        status: 'active',
        parts: [productPart('CSD-1-TR')],
      });
    });

    const send = (body: object, query = 'lang=en_US') =>
      s.app.inject({ method: 'POST', url: `${URL}?${query}`, payload: body });
    const fieldsOf = (answer: { json(): { errors?: Array<{ field: string }> } }) =>
      (answer.json().errors ?? []).map((error) => error.field);

    /** A real SMTP server for the test, the outbox emptied into it first, and what each address received. */
    const mailbox = async (t: TestContext) => {
      const server = await startSmtpServer();
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: server.port, ignoreTLS: true });
      t.after(async () => {
        transport.close();
        await server.close();
      });
      const deliverAll = async () => {
        while ((await deliverDueMail(s.db, transport, FROM)) > 0);
      };
      await deliverAll();
      return { deliverAll, mailsTo: (email: string) => server.received.filter((mail) => mail.to === email) };
    };

    test('a request is refused on the field of each bad part, and on missing fields', async () => {
      const parts = (...list: Array<[string, number]>) =>
        list.map(([partNumber, quantity]) => ({ partNumber, quantity }));

      const obsolete = await send({ ...REQUESTER, parts: parts(['CSA-3110-TR', 1], ['csa-3110-old', 2]) });
      assert.equal(obsolete.statusCode, 400);
      assert.equal(obsolete.json().code, 'VALIDATION_ERROR');
      assert.deepEqual(obsolete.json().errors, [
        { field: 'parts.1.partNumber', message: 'This part is obsolete: no samples are available.' },
      ]);

      const unknown = await send({ ...REQUESTER, parts: parts(['CSX-0000', 1], ['CSD-1-TR', 1]) });
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(fieldsOf(unknown), ['parts.0.partNumber', 'parts.1.partNumber']);
      assert.equal(unknown.json().errors[0].message, 'There is no such part number.');

      const eleven = await send({ ...REQUESTER, parts: parts(['CSA-3110-TR', 11]) });
      assert.equal(eleven.statusCode, 400);
      assert.deepEqual(eleven.json().errors, [{ field: 'parts.0.quantity', message: 'Must be at most 10.' }]);

      const six = await send({ ...REQUESTER, parts: parts(...Array(6).fill(['CSA-3110-TR', 1])) });
      assert.equal(six.statusCode, 400);
      assert.deepEqual(six.json().errors, [
        { field: 'parts', message: 'Samples can be requested for at most 5 parts at a time.' },
      ]);

      const bare = await send({ name: 'Ada', email: 'ada@example.com', parts: [] }, 'lang=zh_CN');
      assert.equal(bare.statusCode, 400);
      assert.deepEqual(fieldsOf(bare).sort(), ['application', 'company', 'country', 'parts']);
      assert.equal(bare.json().errors[0].message, '请填写此字段');

      const stored = await s.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kind', '=', 'sample')
        .executeTakeFirstOrThrow();
      assert.equal(Number(stored.count), 0, 'nothing refused was stored');
    });

    test('a request is stored in the inbox with its parts, form-encoded too, and moves as allowed with one mail per move', async (t) => {
      const { deliverAll, mailsTo } = await mailbox(t);

      const english = await send({
        ...REQUESTER,
        phone: '+49 30 1234 5678',
        parts: [
          { partNumber: 'csa-3110-tr', quantity: 5 },
          { partNumber: 'CSP-1200-TR', quantity: '2' },
        ],
        mind: 'Two boards',
      });
      assert.equal(english.statusCode, 200, english.body);
      const reference: string = english.json().data.reference;
      assert.match(reference, /^S-\d{9,10}$/);
      const id = Number(reference.slice(2));

      const record = (await editor.get(`${INBOX}/${id}?lang=en_US`)).body.data;
      assert.equal(record.kind, 'sample');
      assert.equal(record.status, 'new');
      assert.equal(record.lang, 'en_US');
      assert.deepEqual(
        {
          company: record.company,
          country: record.country,
          application: record.application,
          mind: record.mind,
        },
        {
          company: REQUESTER.company,
          country: 'Germany',
          application: REQUESTER.application,
          mind: 'Two boards',
        },
      );
      assert.deepEqual(record.parts, [
        {
          partNumber: 'CSA-3110-TR',
          quantity: 5,
          productId: catalogue.products.axis3,
          productName: 'Triaxial accelerometer',
        },
        {
          partNumber: 'CSP-1200-TR',
          quantity: 2,
          productId: catalogue.products.barometer,
          productName: 'Barometric sensor',
        },
      ]);
      const listed = (await editor.get(`${INBOX}?kind=sample`)).body.data.list;
      assert.deepEqual(
        listed.map((item: { id: number; parts: unknown[] }) => [item.id, item.parts.length]),
        [[id, 2]],
      );

      // Opening it leaves it new: it waits for a decision, not a reading.
      assert.equal((await editor.post(`${INBOX}/${id}/read`, {})).body.data.status, 'new');

      const move = (target: number, status: string, note = '') =>
        editor.put(`${INBOX}/${target}?lang=en_US`, { status, note });
      const statusOf = async (target: number) => (await editor.get(`${INBOX}/${target}`)).body.data;

      // Refused moves change nothing and mail nobody.
      for (const status of ['shipped', 'read', 'handled']) {
        const refused = await move(id, status, 'should not stick');
        assert.equal(refused.status, 400, status);
        assert.equal(refused.body.errors[0].field, 'status');
      }
      assert.deepEqual(
        { status: (await statusOf(id)).status, note: (await statusOf(id)).note },
        { status: 'new', note: '' },
      );
      await deliverAll();
      assert.equal(mailsTo(REQUESTER.email).length, 0);

      assert.equal((await move(id, 'approved')).status, 200);
      await deliverAll();
      assert.equal(mailsTo(REQUESTER.email).length, 1);
      assert.match(
        mailsTo(REQUESTER.email)[0]!.message,
        new RegExp(`Subject: Your sample request ${reference} is approved`),
      );
      assert.match(mailsTo(REQUESTER.email)[0]!.message, /CSA-3110-TR × 5 pieces/);
      assert.match(mailsTo(REQUESTER.email)[0]!.message, /Content-Type: text\/html/);

      assert.equal((await move(id, 'approved', 'just a note')).status, 200, 'the note alone may change');
      assert.equal((await move(id, 'new')).status, 400, 'never back');

      const shipped = await move(id, 'shipped', 'DHL 1234567890');
      assert.equal(shipped.status, 200);
      assert.equal(shipped.body.data.status, 'shipped');
      await deliverAll();
      const mails = mailsTo(REQUESTER.email);
      assert.equal(mails.length, 2, 'one mail per move, none for the note');
      assert.match(mails[1]!.message, /has shipped/);
      assert.match(mails[1]!.message, /Tracking: DHL 1234567890/);

      for (const status of ['declined', 'approved', 'new']) {
        assert.equal((await move(id, status, 'too late')).status, 400, `shipped stays shipped: ${status}`);
      }
      assert.equal((await statusOf(id)).note, 'DHL 1234567890');

      // Form-encoded, in Chinese: declined with its reason, mailed in Chinese.
      const form = await s.app.inject({
        method: 'POST',
        url: `${URL}?lang=zh_CN`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...REQUESTER,
          email: 'wang@example.com',
          'parts.0.partNumber': 'CSA-3110-TR',
          'parts.0.quantity': '3',
        }).toString(),
      });
      assert.equal(form.statusCode, 200, form.body);
      const chineseId = Number(form.json().data.reference.slice(2));
      assert.equal((await statusOf(chineseId)).parts[0].quantity, 3);
      assert.equal((await move(chineseId, 'declined', '样品暂时缺货')).status, 200);
      assert.equal((await move(chineseId, 'approved')).status, 400, 'declined stays declined');
      await deliverAll();
      const chinese = mailsTo('wang@example.com');
      assert.equal(chinese.length, 1);
      assert.match(chinese[0]!.message, /样品暂时缺货/);
      assert.match(chinese[0]!.message, /很抱歉/);

      // The inbox's export names the kind and the statuses in the language asked.
      const csv = await s.app.inject({
        method: 'GET',
        url: `${INBOX}/export.csv?kind=sample&lang=en_US`,
        headers: { cookie: editor.cookie },
      });
      assert.equal(csv.statusCode, 200);
      assert.match(csv.body, new RegExp(`${id},Sample request,Shipped`));
      assert.match(csv.body, new RegExp(`${chineseId},Sample request,Declined`));

      // Another kind keeps its own statuses.
      const contact = await s.app.inject({
        method: 'POST',
        url: '/api/v1/contact/us/submit',
        payload: { name: 'Li', email: 'li@example.com', phone: '0510 1234 5678' },
      });
      assert.equal((await move(contact.json().data.id, 'approved')).status, 400);
    });

    test("the inbox's export lists each sample request's parts, country and application, empty for other kinds", async () => {
      const asked = await send({
        ...REQUESTER,
        email: 'parts@example.com',
        parts: [
          { partNumber: 'csa-3110-tr', quantity: 5 },
          { partNumber: 'CSP-1200-TR', quantity: 2 },
        ],
      });
      assert.equal(asked.statusCode, 200, asked.body);
      const id = Number(asked.json().data.reference.slice(2));
      const formula = await send({
        ...REQUESTER,
        email: 'formula@example.com',
        parts: [{ partNumber: '=csa-3110-evb', quantity: 1 }],
      });
      assert.equal(formula.statusCode, 200, formula.body);
      const formulaId = Number(formula.json().data.reference.slice(2));
      const contact = await s.app.inject({
        method: 'POST',
        url: '/api/v1/contact/us/submit?lang=en_US',
        payload: { name: 'Li', email: 'parts-contact@example.com', phone: '0510 1234 5678' },
      });
      const contactId: number = contact.json().data.id;

      const rowsOf = async (lang: string) => {
        const csv = await s.app.inject({
          method: 'GET',
          url: `${INBOX}/export.csv?lang=${lang}`,
          headers: { cookie: editor.cookie },
        });
        assert.equal(csv.statusCode, 200);
        const [header, ...rows] = csv.body.replace(/^\ufeff/, '').split('\r\n');
        const headings = header!.split(',');
        const columns = (
          lang === 'en_US' ? ['Parts', 'Country', 'Application'] : ['样品型号', '国家/地区', '应用']
        ).map((heading) => headings.indexOf(heading));
        assert.ok(!columns.includes(-1), `parts, country and application columns in ${lang}: ${header}`);
        // No cell of these rows holds a comma or a quote: a plain split finds the columns.
        return new Map(
          rows
            .map((row) => row.split(','))
            .map((cells) => [Number(cells[0]), columns.map((column) => cells[column]).join(' | ')]),
        );
      };
      for (const lang of ['en_US', 'zh_CN']) {
        const parts = await rowsOf(lang);
        assert.equal(
          parts.get(id),
          'CSA-3110-TR × 5; CSP-1200-TR × 2 | Germany | Tilt sensing in a surveying pole',
          lang,
        );
        assert.equal(
          parts.get(formulaId),
          "'=CSA-3110-EVB × 1 | Germany | Tilt sensing in a surveying pole",
          `${lang}: kept from running as a formula`,
        );
        assert.equal(
          parts.get(contactId),
          ' |  | ',
          `${lang}: a contact form has no parts, country or application`,
        );
      }
    });

    test("each move mails the requester once in the request's language, whatever the back-office's", async (t) => {
      const { deliverAll, mailsTo } = await mailbox(t);
      const request = async (email: string, lang: string) => {
        const answer = await send(
          { ...REQUESTER, email, parts: [{ partNumber: 'CSP-1200-TR', quantity: 4 }] },
          `lang=${lang}`,
        );
        assert.equal(answer.statusCode, 200, answer.body);
        await deliverAll();
        assert.equal(mailsTo(email).length, 0, 'nothing is mailed on submission');
        return answer.json().data as { reference: string };
      };
      // Staff work in the other language than the requester's each time.
      const move = async (reference: string, status: string, note: string, staffLang: string) => {
        const answer = await editor.put(`${INBOX}/${reference.slice(2)}?lang=${staffLang}`, { status, note });
        assert.equal(answer.status, 200, `${status}: ${JSON.stringify(answer.body)}`);
        await deliverAll();
      };

      const english = await request('grace@example.com', 'en_US');
      await move(english.reference, 'approved', '', 'zh_CN');
      await move(english.reference, 'declined', 'The evaluation boards are out of stock', 'zh_CN');
      const declined = mailsTo('grace@example.com');
      assert.equal(declined.length, 2, 'one mail for the approval, one for the refusal');
      assert.match(
        declined[0]!.message,
        new RegExp(`Subject: Your sample request ${english.reference} is approved`),
      );
      assert.match(
        declined[1]!.message,
        new RegExp(`Subject: Your sample request ${english.reference} was declined`),
      );
      assert.match(declined[1]!.message, /cannot send these samples/);
      assert.match(declined[1]!.message, /CSP-1200-TR × 4 pieces/);
      assert.match(declined[1]!.message, /Reason: The evaluation boards are out of stock/);
      assert.doesNotMatch(declined[1]!.message, /[\u4e00-\u9fff]/, "no Chinese in an English request's mail");

      const chinese = await request('li.na@example.com', 'zh_CN');
      await move(chinese.reference, 'approved', '', 'en_US');
      assert.equal(mailsTo('li.na@example.com').length, 1);
      await move(chinese.reference, 'shipped', '顺丰 SF1234567890', 'en_US');
      const shipped = mailsTo('li.na@example.com');
      assert.equal(shipped.length, 2, 'one mail per move');
      assert.match(shipped[0]!.message, new RegExp(`您的样品申请 ${chinese.reference} 已批准`));
      assert.match(shipped[1]!.message, new RegExp(`您的样品申请 ${chinese.reference} 已寄出`));
      assert.match(shipped[1]!.message, /CSP-1200-TR × 4 片/);
      assert.match(shipped[1]!.message, /物流信息: 顺丰 SF1234567890/);
      assert.doesNotMatch(shipped[1]!.message, /Tracking|pieces/);

      // A note changed on a shipped request mails nobody.
      await move(chinese.reference, 'shipped', '顺丰 SF1234567890（已签收）', 'en_US');
      assert.equal(mailsTo('li.na@example.com').length, 2);
    });
  });
}
