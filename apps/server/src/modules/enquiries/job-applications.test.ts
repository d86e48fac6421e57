import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CV_MAX_BYTES } from '@coresense/shared';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

/* Job applications (issue 11, item 17): `POST /api/v1/recruit/apply` with a CV, into the inbox. */

const PDF = Buffer.from('%PDF-1.7\n% CV of Li Lei\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
/** The Compound File Binary header Word 97–2003 files start with. */
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]);

interface Fields {
  jobId?: number | string;
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

/** A multipart body as a browser would send it. */
async function multipart(fields: Fields, cv?: { name: string; data: Buffer; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (cv) form.append('cv', new Blob([cv.data], { type: cv.type ?? 'application/pdf' }), cv.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

for (const backend of testBackends()) {
  describe(`job applications (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      config: { enquiryRateLimit: { max: 12, windowSeconds: 60 } },
      fixtures: ['other'],
    });
    const { other } = s;

    const valid = (): Fields => ({
      jobId: other.recruit.engineer,
      name: 'Li Lei',
      email: 'li.lei@example.com',
      phone: '+86 138 0000 0000',
      message: 'Five years of MEMS process work.',
    });

    async function apply(
      fields: Fields,
      cv?: { name: string; data: Buffer; type?: string },
      lang = 'en_US',
      remoteAddress?: string,
    ) {
      const body = await multipart(fields, cv);
      return s.app.inject({
        method: 'POST',
        url: `/api/v1/recruit/apply?lang=${lang}`,
        remoteAddress,
        ...body,
      });
    }

    test('an application with a PDF CV is stored before success, as a job enquiry the inbox shows with its CV', async () => {
      const response = await apply(valid(), { name: 'CV Li Lei.pdf', data: PDF });
      assert.equal(response.statusCode, 200, response.body);
      const { id } = response.json().data;
      assert.ok(Number.isInteger(id));
      const row = await s.db
        .selectFrom('enquiries')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.kind, 'job');
      assert.equal(row.job_id, other.recruit.engineer);
      assert.equal(row.mind, 'Five years of MEMS process work.');
      assert.equal(row.cv_name, 'CV Li Lei.pdf');
      assert.equal(row.cv_mime, 'application/pdf');
      assert.equal(Number(row.cv_size), PDF.length);
      assert.equal(await s.app.fileStore.size(row.cv_key!), PDF.length, 'the CV is in the file store');
      const inFiles = await s.db
        .selectFrom('files')
        .select('id')
        .where('storage_key', '=', row.cv_key!)
        .execute();
      assert.deepEqual(inFiles, [], 'not in the public file library');

      const reader = await signedInStaff(s.app, ['enquiries:read']);
      const list = await s.app.inject({
        method: 'GET',
        url: '/api/v1/admin/enquiries?kind=job&lang=en_US',
        headers: { cookie: reader.cookie },
      });
      assert.equal(list.statusCode, 200);
      const item = list.json().data.list.find((entry: { id: number }) => entry.id === id);
      assert.ok(item, 'listed under kind=job');
      assert.equal(item.jobPosition, 'MEMS process engineer');
      assert.deepEqual(item.cv, {
        name: 'CV Li Lei.pdf',
        size: PDF.length,
        mime: 'application/pdf',
        url: `/api/v1/admin/enquiries/${id}/cv`,
      });
      const contacts = await s.app.inject({
        method: 'GET',
        url: '/api/v1/admin/enquiries?kind=contact',
        headers: { cookie: reader.cookie },
      });
      assert.ok(!contacts.json().data.list.some((entry: { id: number }) => entry.id === id));

      const download = await s.app.inject({
        method: 'GET',
        url: item.cv.url,
        headers: { cookie: reader.cookie },
      });
      assert.equal(download.statusCode, 200);
      assert.deepEqual(download.rawPayload, PDF);
      assert.equal(download.headers['content-type'], 'application/pdf');
      assert.match(String(download.headers['content-disposition']), /^attachment;/);
      assert.match(String(download.headers['cache-control']), /no-store/);
    });

    test('the CV is for staff with enquiries:read only, and no public address serves it', async () => {
      const response = await apply(valid(), { name: 'cv.pdf', data: PDF });
      const { id } = response.json().data;
      const url = `/api/v1/admin/enquiries/${id}/cv`;
      assert.equal((await s.app.inject({ method: 'GET', url })).statusCode, 401);
      const other = await signedInStaff(s.app, ['products:read']);
      assert.equal(
        (await s.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode,
        403,
      );
      const files = await s.db.selectFrom('files').select('id').execute();
      for (const { id: fileId } of files) {
        const served = await s.app.inject({ method: 'GET', url: `/api/v1/common/download?id=${fileId}` });
        assert.notDeepEqual(served.rawPayload, PDF);
      }
      const reader = await signedInStaff(s.app, ['enquiries:read']);
      const contact = await s.app.inject({
        method: 'POST',
        url: '/api/v1/contact/us/submit',
        payload: { name: 'A', email: 'a@example.com', phone: '12345' },
      });
      const noCv = await s.app.inject({
        method: 'GET',
        url: `/api/v1/admin/enquiries/${contact.json().data.id}/cv`,
        headers: { cookie: reader.cookie },
      });
      assert.equal(noCv.statusCode, 404, 'a contact enquiry has no CV');
    });

    test('deleting the application deletes its CV', async () => {
      const { id } = (await apply(valid(), { name: 'cv.pdf', data: PDF })).json().data;
      const row = await s.db
        .selectFrom('enquiries')
        .select('cv_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const writer = await signedInStaff(s.app, ['enquiries:read', 'enquiries:write']);
      const deleted = await s.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/enquiries/${id}`,
        headers: { cookie: writer.cookie },
      });
      assert.equal(deleted.statusCode, 200);
      assert.equal(await s.app.fileStore.size(row.cv_key!), undefined);
    });

    test('a Word 97–2003 CV is taken; other content is refused whatever its name says', async () => {
      assert.equal(
        (await apply(valid(), { name: 'cv.doc', data: CFB, type: 'application/msword' })).statusCode,
        200,
      );
      for (const cv of [
        { name: 'cv.pdf', data: EXE },
        { name: 'cv.xls', data: CFB },
        { name: 'cv.txt', data: Buffer.from('plain text CV') },
      ]) {
        const before = await s.db.selectFrom('enquiries').select('id').execute();
        const response = await apply(valid(), cv);
        assert.equal(response.statusCode, 400, cv.name);
        assert.deepEqual(response.json().errors, [
          { field: 'cv', message: 'Please upload your CV as a PDF, DOC or DOCX file.' },
        ]);
        assert.equal((await s.db.selectFrom('enquiries').select('id').execute()).length, before.length);
      }
    });

    test('a CV is stored and downloaded under the extension of its detected type, whatever its name said', async () => {
      const reader = await signedInStaff(s.app, ['enquiries:read']);
      const htmlInPdf = Buffer.concat([PDF, Buffer.from('<html><script>alert(1)</script></html>')]);
      for (const [name, data, stored] of [
        ['cv.html', htmlInPdf, 'cv.pdf'],
        ['my-cv\u202efdp.exe', PDF, 'my-cv\u202efdp.pdf'],
        ['Lebenslauf', PDF, 'Lebenslauf.pdf'],
        ['cv.pdf.doc', CFB, 'cv.pdf.doc'],
      ] as const) {
        // From an address of its own: the suite's others count against the per-address allowance.
        const response = await apply(valid(), { name, data }, 'en_US', '192.0.2.11');
        assert.equal(response.statusCode, 200, `${name}: ${response.body}`);
        const { id } = response.json().data;
        const row = await s.db
          .selectFrom('enquiries')
          .select('cv_name')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        assert.equal(row.cv_name, stored, name);
        const download = await s.app.inject({
          method: 'GET',
          url: `/api/v1/admin/enquiries/${id}/cv`,
          headers: { cookie: reader.cookie },
        });
        const disposition = String(download.headers['content-disposition']);
        assert.match(
          disposition,
          new RegExp(`\\.${stored.split('.').pop()}"?(;|$)`),
          `${name}: ${disposition}`,
        );
        assert.ok(!/\.(html|exe)/.test(disposition), `${name}: ${disposition}`);
      }
    });

    test('bad fields, a missing CV, a closed position, a huge CV and a JSON body are refused', async () => {
      const missing = await apply({ jobId: other.recruit.engineer, email: 'nope' }, undefined, 'zh_CN');
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().code, 'VALIDATION_ERROR');
      const fields = Object.fromEntries(
        missing
          .json()
          .errors.map((error: { field: string; message: string }) => [error.field, error.message]),
      );
      assert.deepEqual(fields, {
        name: '请填写此字段',
        email: '请输入有效的邮箱地址',
        phone: '请填写此字段',
        cv: '请填写此字段',
      });

      const closed = await apply({ ...valid(), jobId: other.recruit.hidden }, { name: 'cv.pdf', data: PDF });
      assert.equal(closed.statusCode, 400);
      assert.equal(closed.json().errors[0].field, 'jobId');

      const huge = await apply(valid(), {
        name: 'cv.pdf',
        data: Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES)]),
      });
      assert.equal(huge.statusCode, 413);
      assert.equal(huge.json().code, 'PAYLOAD_TOO_LARGE');

      const json = await s.app.inject({ method: 'POST', url: '/api/v1/recruit/apply', payload: valid() });
      assert.equal(json.statusCode, 415);
      assert.equal(json.json().code, 'UNSUPPORTED_MEDIA_TYPE');
    });

    test('the OpenAPI document describes the call as multipart with its limits', async () => {
      const { status, body } = await s.get('/api/docs/json');
      assert.equal(status, 200);
      const operation = body.paths['/api/v1/recruit/apply']?.post;
      assert.ok(operation, 'documented');
      assert.ok(Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data'));
      assert.match(operation.description, /PDF, DOC or DOCX/);
      for (const code of ['200', '400', '413', '415', '429']) assert.ok(operation.responses[code], code);
    });

    test('applications draw on the one per-address allowance of the enquiry forms (429 with Retry-After)', async () => {
      let last = await apply(valid(), { name: 'cv.pdf', data: PDF });
      for (let i = 0; i < 20 && last.statusCode !== 429; i++)
        last = await apply(valid(), { name: 'cv.pdf', data: PDF });
      assert.equal(last.statusCode, 429);
      const contact = await s.app.inject({
        method: 'POST',
        url: '/api/v1/contact/us/submit',
        payload: { name: 'A', email: 'a@example.com', phone: '12345' },
      });
      assert.equal(contact.statusCode, 429, 'the contact form is out of allowance too');
      assert.equal(last.json().code, 'RATE_LIMITED');
      assert.ok(Number(last.headers['retry-after']) > 0);
    });
  });
}
