import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { before, describe, test } from 'node:test';
import sharp from 'sharp';
import { downloadUrl, syncFileRefs } from '../../content/file-refs.ts';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { MAX_IMAGE_BYTES } from './files.admin.service.ts';

const URL = '/api/v1/admin/files';
const BOUNDARY = '----coresense-test-boundary';

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(filename: string, data: Buffer, type = 'application/octet-stream') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1677ff' } })
    .png()
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const SVG_WITH_PROLOG =
  '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n' +
  '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
  SVG;

for (const backend of testBackends()) {
  describe(`back-office uploads (${backend.name})`, () => {
    const s = useTestApp(backend);
    let uploader: Awaited<ReturnType<typeof signedInStaff>>;
    let api: ReturnType<typeof adminApi>;

    const upload = async (filename: string, data: Buffer, query = '') => {
      const response = await s.app.inject({
        method: 'POST',
        url: `${URL}${query}`,
        ...multipart(filename, data),
        headers: { ...multipart(filename, data).headers, cookie: uploader.cookie },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const publish = (fileUrl: string, block = `test-${fileUrl}`) =>
      syncFileRefs(s.db, 'block', block, { file: { url: fileUrl } });

    before(async () => {
      uploader = await signedInStaff(s.app, ['files:read', 'files:write']);
      api = adminApi(s.app, uploader.cookie);
    });

    test('every route needs a session (401) and the files authority (403)', async () => {
      const stored = (await upload('guard.pdf', PDF)).body.data;
      const removable = (await upload('removable.pdf', PDF)).body.data;
      const pdfUpload = multipart('guarded.pdf', PDF);
      await assertRouteGuards(s.app, [
        { method: 'GET', url: URL, authority: 'files:read', allowed: 200 },
        { method: 'GET', url: `${URL}/${stored.id}`, authority: 'files:read', allowed: 200 },
        { method: 'GET', url: `${URL}/${stored.id}/content`, authority: 'files:read', allowed: 200 },
        { method: 'POST', url: URL, authority: 'files:write', ...pdfUpload, allowed: 200 },
        { method: 'DELETE', url: `${URL}/${removable.id}`, authority: 'files:write', allowed: 200 },
      ]);
    });

    test('a PNG is kept as it is and gets WebP variants 480, 960 and 1600 wide', async () => {
      const original = await png(2000, 1000);
      const response = await upload('产品图 CSA-3110.png', original);
      assert.equal(response.status, 200);
      const file = response.body.data;
      assert.equal(file.name, '产品图 CSA-3110.png');
      assert.equal(file.mime, 'image/png');
      assert.equal(file.size, original.length);
      assert.equal(file.url, `/api/v1/common/download?id=${file.id}`);
      assert.equal(file.mediaUrl, `/media/${file.id}/${encodeURIComponent('产品图 CSA-3110.png')}`);
      assert.deepEqual([file.width, file.height], [2000, 1000]);
      assert.deepEqual(
        file.variants.map((variant: { width: number; height: number; mime: string }) => [
          variant.width,
          variant.height,
          variant.mime,
        ]),
        [
          [480, 240, 'image/webp'],
          [960, 480, 'image/webp'],
          [1600, 800, 'image/webp'],
        ],
      );

      for (const variant of file.variants) {
        const row = await s.app.services.files.findById(variant.id);
        assert.equal(row?.parent_id, file.id);
        const meta = await sharp(await buffer(await s.app.services.files.read(row!))).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ['webp', variant.width, variant.height]);
      }
      const preview = await s.app.inject({
        method: 'GET',
        url: `${URL}/${file.id}/content`,
        headers: { cookie: uploader.cookie },
      });
      assert.equal(preview.statusCode, 200);
      assert.equal(preview.headers['content-type'], 'image/png');
      assert.deepEqual(preview.rawPayload, original);

      const [entry] = await auditEntries(s.app, 'files', file.id);
      assert.equal(entry?.action, 'create');
      assert.deepEqual(entry?.changes.variants, [480, 960, 1600]);
    });

    test('a small image gets one WebP copy at its own width; variants go public with the original', async () => {
      const file = (await upload('icon.png', await png(300, 200))).body.data;
      assert.deepEqual(
        file.variants.map((variant: { width: number }) => variant.width),
        [300],
      );
      const variantUrl = file.variants[0].mediaUrl;
      assert.equal((await s.app.inject({ method: 'GET', url: variantUrl })).statusCode, 404, 'not yet used');
      await publish(file.mediaUrl);
      const served = await s.app.inject({ method: 'GET', url: variantUrl });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.deepEqual(await s.app.services.files.variantsOf(file.id), [
        { width: 300, mediaUrl: variantUrl },
      ]);
    });

    test('the type is judged by content: a text file named .png is refused with 415', async () => {
      const before = await s.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const fake = await upload('photo.png', Buffer.from('just some text, not an image'), '?lang=en_US');
      assert.equal(fake.status, 415);
      assert.deepEqual(fake.body, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported content type',
      });
      const broken = await upload(
        'broken.png',
        Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(200)]),
      );
      assert.equal(broken.status, 415, 'a PNG signature with nothing decodable behind it');
      const program = await upload('setup.pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, ...Buffer.alloc(200)]));
      assert.equal(program.status, 415, 'a Windows program named .pdf');
      const after = await s.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(after.n), Number(before.n), 'nothing stored');
    });

    test('a raster image over its size limit is refused with 413', async () => {
      const response = await upload(
        'huge.png',
        Buffer.concat([await png(10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]),
        '?lang=en_US',
      );
      assert.equal(response.status, 413);
      assert.deepEqual(response.body, {
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request is too large',
      });
    });

    test('SVG is recognised from its text, with or without a prolog, and has no variants', async () => {
      for (const [name, text] of [
        ['logo.svg', SVG],
        ['exported.svg', SVG_WITH_PROLOG],
      ] as const) {
        const response = await upload(name, Buffer.from(text));
        assert.equal(response.status, 200, name);
        assert.equal(response.body.data.mime, 'image/svg+xml');
        assert.deepEqual(response.body.data.variants, []);
      }
      const xml = await upload(
        'data.svg',
        Buffer.from('<?xml version="1.0"?><catalog><svg-like/></catalog>'),
      );
      assert.equal(xml.status, 415, 'XML that is not SVG');
    });

    test('a PDF keeps its name and is downloadable once published content references it', async () => {
      const file = (await upload('数据手册 CSA-3110.pdf', PDF)).body.data;
      assert.equal(file.mime, 'application/pdf');
      assert.deepEqual(file.variants, []);
      assert.equal((await s.app.inject({ method: 'GET', url: file.url })).statusCode, 404);
      await publish(downloadUrl(file.id));
      const download = await s.app.inject({ method: 'GET', url: file.url });
      assert.equal(download.statusCode, 200);
      assert.equal(download.headers['content-type'], 'application/pdf');
      assert.match(
        String(download.headers['content-disposition']),
        /^attachment;.*filename\*=UTF-8''%E6%95%B0/,
      );
      assert.deepEqual(download.rawPayload, PDF);
    });

    test('a referenced file cannot be deleted; once unreferenced it can, with its variants', async () => {
      const file = (await upload('banner.png', await png(1000, 400))).body.data;
      const [variant] = file.variants;
      await publish(variant.mediaUrl, 'home');
      const detail = await api.get(`${URL}/${file.id}`);
      assert.equal(detail.body.data.refCount, 1);
      assert.deepEqual(detail.body.data.references, [{ ownerType: 'block', ownerId: 'home' }]);

      const refused = await api.delete(`${URL}/${file.id}?lang=en_US`);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.errors, [
        { field: 'id', message: 'Other records still use it, so it cannot be deleted.' },
      ]);
      assert.equal((await api.get(`${URL}/${file.id}`)).status, 200);

      await syncFileRefs(s.db, 'block', 'home', {});
      const removed = await api.delete(`${URL}/${file.id}`);
      assert.deepEqual(removed.body, { success: true, data: { id: file.id } });
      assert.equal((await api.get(`${URL}/${file.id}`)).status, 404);
      assert.equal(await s.app.services.files.findById(variant.id), undefined, 'variants go too');
      const gone = await s.app.inject({
        method: 'GET',
        url: `${URL}/${file.id}/content`,
        headers: { cookie: uploader.cookie },
      });
      assert.equal(gone.statusCode, 404);
      const actions = (await auditEntries(s.app, 'files', file.id)).map((entry) => entry.action);
      assert.deepEqual(actions, ['create', 'delete']);
      assert.equal((await api.delete(`${URL}/${file.id}`)).status, 404);
    });

    test('the library lists uploads (not variants), by name and kind', async () => {
      await upload('Library Datasheet.pdf', PDF);
      await upload('library-photo.png', await png(600, 600));
      const byName = await api.get(`${URL}?keyword=LIBRARY`);
      assert.deepEqual(
        byName.body.data.list.map((file: { name: string }) => file.name),
        ['library-photo.png', 'Library Datasheet.pdf'],
      );
      assert.equal(byName.body.data.total, 2);
      const images = await api.get(`${URL}?keyword=library&kind=image`);
      assert.deepEqual(
        images.body.data.list.map((file: { name: string }) => file.name),
        ['library-photo.png'],
      );
      const all = await api.get(`${URL}?pageSize=100`);
      assert.ok(all.body.data.list.every((file: { name: string }) => !/-\d+w\.webp$/.test(file.name)));
    });

    test('anything but a multipart upload with a file is refused', async () => {
      const json = await api.post(URL, { file: 'x' });
      assert.equal(json.status, 415);
      assert.equal(json.body.code, 'UNSUPPORTED_MEDIA_TYPE');
      const empty = await s.app.inject({
        method: 'POST',
        url: `${URL}?lang=en_US`,
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: uploader.cookie },
      });
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(empty.json().errors, [{ field: 'file', message: 'The field is required.' }]);
    });
  });
}
