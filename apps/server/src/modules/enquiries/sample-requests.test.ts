import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
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
        parts: [productPart('CSA-3110-TR'), productPart('CSA-3110-OLD', { status: 'obsolete' })],
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
      const mailsTo = (email: string) => server.received.filter((mail) => mail.to === email);

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
  });
}
