import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { downloadUrl, mediaUrl, syncFileRefs } from '../../content/file-refs.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { contentDisposition, parseByteRange } from './file-response.ts';

const DATASHEET_NAME = '数据手册 CS-100.pdf';
const DATASHEET = Buffer.from('%PDF-1.7 CoreSense CS-100 datasheet: 0123456789abcdefghij');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script><rect width="4" height="4"/></svg>',
);

describe('byte ranges', () => {
  test('a single range is resolved against the size; anything else means the whole file', () => {
    assert.deepEqual(parseByteRange('bytes=0-9', 100), { start: 0, end: 9 });
    assert.deepEqual(parseByteRange('bytes=90-200', 100), { start: 90, end: 99 });
    assert.deepEqual(parseByteRange('bytes=95-', 100), { start: 95, end: 99 });
    assert.deepEqual(parseByteRange('bytes=-5', 100), { start: 95, end: 99 });
    assert.deepEqual(parseByteRange('bytes=-500', 100), { start: 0, end: 99 });
    assert.equal(parseByteRange('bytes=100-', 100), 'unsatisfiable');
    assert.equal(parseByteRange('bytes=-0', 100), 'unsatisfiable');
    assert.equal(parseByteRange(undefined, 100), undefined);
    assert.equal(parseByteRange('bytes=0-1,5-6', 100), undefined);
    assert.equal(parseByteRange('bytes=9-0', 100), undefined);
    assert.equal(parseByteRange('bytes=-', 100), undefined);
    assert.equal(parseByteRange('items=0-9', 100), undefined);
    assert.equal(parseByteRange('bytes=a-9', 100), undefined);
  });

  test('Content-Disposition keeps the exact name in filename* and an ASCII one in filename', () => {
    assert.equal(
      contentDisposition('attachment', DATASHEET_NAME),
      `attachment; filename="CS-100.pdf"; filename*=UTF-8''%E6%95%B0%E6%8D%AE%E6%89%8B%E5%86%8C%20CS-100.pdf`,
    );
    assert.equal(
      contentDisposition('inline', `a"b\\c'(1).txt`),
      `inline; filename="abc'(1).txt"; filename*=UTF-8''a%22b%5Cc%27%281%29.txt`,
    );
    assert.equal(
      contentDisposition('attachment', '说明书.pdf'),
      `attachment; filename="download.pdf"; filename*=UTF-8''%E8%AF%B4%E6%98%8E%E4%B9%A6.pdf`,
    );
  });
});

for (const backend of testBackends()) {
  describe(`file downloads (${backend.name})`, () => {
    const s = useTestApp(backend);

    const store = (name = DATASHEET_NAME, data = DATASHEET, mime = 'application/pdf') =>
      s.app.services.files.store({ name, mime, data });

    /** Page blocks are always public: the quickest way to publish a file. */
    const referenceFromBlock = (fileId: number) =>
      syncFileRefs(s.db, 'block', `test-block-${fileId}`, { file: { url: downloadUrl(fileId) } });

    const download = (
      id: number | string,
      headers: Record<string, string> = {},
      method: 'GET' | 'HEAD' = 'GET',
    ) => s.app.inject({ method, url: `/api/v1/common/download?id=${id}`, headers } as InjectOptions);

    async function createProduct(enabled: boolean, categoryEnabled: boolean): Promise<number> {
      const category = await s.db
        .insertInto('product_categories')
        .values({ sort: 0, enabled: categoryEnabled })
        .returning('id')
        .executeTakeFirstOrThrow();
      const product = await s.db
        .insertInto('products')
        .values({ classify_id: category.id, sort: 0, enabled })
        .returning('id')
        .executeTakeFirstOrThrow();
      return product.id;
    }

    test('storing a file keeps its bytes and answers the contract file reference', async () => {
      const ref = await store();
      assert.deepEqual(Object.keys(ref).sort(), ['id', 'name', 'size', 'url']);
      assert.equal(ref.name, DATASHEET_NAME);
      assert.equal(ref.size, DATASHEET.length);
      assert.equal(ref.url, `/api/v1/common/download?id=${ref.id}`);
      const row = await s.app.services.files.findById(ref.id);
      assert.ok(row);
      assert.match(row.storage_key, /^[a-f0-9]{32}\.pdf$/);
      assert.equal(row.mime, 'application/pdf');
      assert.equal(
        row.sha256,
        (await import('node:crypto')).createHash('sha256').update(DATASHEET).digest('hex'),
      );
      assert.equal(s.app.services.files.mediaUrlOf(row), mediaUrl(ref.id, DATASHEET_NAME));
    });

    test('a file no content references is not served', async () => {
      const ref = await store();
      const response = await download(ref.id);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'NOT_FOUND');
      assert.equal((await download(999_999)).statusCode, 404);
      assert.equal((await download('99999999999999')).statusCode, 404);
    });

    test('a product reference publishes a file only while the product and its category are enabled', async () => {
      const ref = await store();
      const product = await createProduct(false, true);
      await syncFileRefs(s.db, 'product', product, { files: [ref] });
      assert.equal((await download(ref.id)).statusCode, 404);

      const inHiddenCategory = await createProduct(true, false);
      await syncFileRefs(s.db, 'product', inHiddenCategory, { files: [ref] });
      assert.equal((await download(ref.id)).statusCode, 404);

      await s.db.updateTable('products').set({ enabled: true }).where('id', '=', product).execute();
      const response = await download(ref.id);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.rawPayload, DATASHEET);

      await syncFileRefs(s.db, 'product', product, { files: [] });
      assert.equal((await download(ref.id)).statusCode, 404);
    });

    test('each kind of owner publishes through its own enabled flag', async () => {
      const db = s.db;
      const owners = [
        [
          'application',
          'applications',
          () =>
            db
              .insertInto('applications')
              .values({ sort: 0, enabled: false })
              .returning('id')
              .executeTakeFirstOrThrow(),
        ],
        [
          'news',
          'news',
          () =>
            db
              .insertInto('news')
              .values({ type: 'news', enabled: false })
              .returning('id')
              .executeTakeFirstOrThrow(),
        ],
        [
          'investor',
          'investor_items',
          () =>
            db
              .insertInto('investor_items')
              .values({ type: 'report', enabled: false })
              .returning('id')
              .executeTakeFirstOrThrow(),
        ],
        [
          'recruit',
          'recruits',
          () =>
            db
              .insertInto('recruits')
              .values({ headcount: 1, sort: 0, enabled: false })
              .returning('id')
              .executeTakeFirstOrThrow(),
        ],
        [
          'comment',
          'comments',
          () =>
            db
              .insertInto('comments')
              .values({ sort: 0, enabled: false })
              .returning('id')
              .executeTakeFirstOrThrow(),
        ],
      ] as const;
      for (const [ownerType, table, insertDisabled] of owners) {
        const ref = await store();
        const owner = await insertDisabled();
        await syncFileRefs(db, ownerType, owner.id, { files: [ref] });
        assert.equal((await download(ref.id)).statusCode, 404, `${ownerType} disabled`);
        await db.updateTable(table).set({ enabled: true }).where('id', '=', owner.id).execute();
        assert.equal((await download(ref.id)).statusCode, 200, `${ownerType} enabled`);
      }
    });

    test('the owner kind of a reference matters, not just its id', async () => {
      const ref = await store();
      const application = await s.db
        .insertInto('applications')
        .values({ sort: 0, enabled: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      await s.db.updateTable('news').set({ enabled: false }).where('id', '=', application.id).execute();
      await syncFileRefs(s.db, 'news', application.id, { cover: downloadUrl(ref.id) });
      assert.equal((await download(ref.id)).statusCode, 404);
    });

    test('a page block reference publishes a file with the download headers of the contract', async () => {
      const ref = await store();
      await referenceFromBlock(ref.id);
      const response = await download(ref.id);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.rawPayload, DATASHEET);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(response.headers['content-length'], String(DATASHEET.length));
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="CS-100.pdf"; filename*=UTF-8''%E6%95%B0%E6%8D%AE%E6%89%8B%E5%86%8C%20CS-100.pdf`,
      );
      assert.match(String(response.headers.etag), /^"[a-f0-9]{64}"$/);
      assert.equal(response.headers['accept-ranges'], 'bytes');
      assert.equal(response.headers['cache-control'], 'public, max-age=300');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.ok(!Number.isNaN(Date.parse(String(response.headers['last-modified']))));
    });

    test('a matching If-None-Match answers 304 without the body', async () => {
      const ref = await store();
      await referenceFromBlock(ref.id);
      const { etag } = (await download(ref.id)).headers;
      const cached = await download(ref.id, { 'if-none-match': String(etag) });
      assert.equal(cached.statusCode, 304);
      assert.equal(cached.rawPayload.length, 0);
      assert.equal(cached.headers.etag, etag);
      const stale = await download(ref.id, { 'if-none-match': '"something-else"' });
      assert.equal(stale.statusCode, 200);
    });

    test('single byte ranges answer 206 with exactly those bytes', async () => {
      const ref = await store();
      await referenceFromBlock(ref.id);
      const size = DATASHEET.length;

      const first = await download(ref.id, { range: 'bytes=0-9' });
      assert.equal(first.statusCode, 206);
      assert.deepEqual(first.rawPayload, DATASHEET.subarray(0, 10));
      assert.equal(first.headers['content-range'], `bytes 0-9/${size}`);
      assert.equal(first.headers['content-length'], '10');

      const suffix = await download(ref.id, { range: 'bytes=-5' });
      assert.equal(suffix.statusCode, 206);
      assert.deepEqual(suffix.rawPayload, DATASHEET.subarray(size - 5));
      assert.equal(suffix.headers['content-range'], `bytes ${size - 5}-${size - 1}/${size}`);
      assert.equal(suffix.headers['content-length'], '5');

      const rest = await download(ref.id, { range: 'bytes=5-' });
      assert.equal(rest.statusCode, 206);
      assert.deepEqual(rest.rawPayload, DATASHEET.subarray(5));
      assert.equal(rest.headers['content-length'], String(size - 5));

      const beyond = await download(ref.id, { range: 'bytes=999999-' });
      assert.equal(beyond.statusCode, 416);
      assert.equal(beyond.headers['content-range'], `bytes */${size}`);
      assert.equal(beyond.rawPayload.length, 0);

      const several = await download(ref.id, { range: 'bytes=0-1,4-5' });
      assert.equal(several.statusCode, 200);
      assert.deepEqual(several.rawPayload, DATASHEET);
    });

    test('If-Range serves the range only while the ETag still matches', async () => {
      const ref = await store();
      await referenceFromBlock(ref.id);
      const { etag } = (await download(ref.id)).headers;
      const same = await download(ref.id, { range: 'bytes=0-9', 'if-range': String(etag) });
      assert.equal(same.statusCode, 206);
      const changed = await download(ref.id, { range: 'bytes=0-9', 'if-range': '"an-older-version"' });
      assert.equal(changed.statusCode, 200);
      assert.deepEqual(changed.rawPayload, DATASHEET);
    });

    test('HEAD answers the headers of GET without a body', async () => {
      const ref = await store();
      await referenceFromBlock(ref.id);
      const get = await download(ref.id);
      const head = await download(ref.id, {}, 'HEAD');
      assert.equal(head.statusCode, 200);
      assert.equal(head.rawPayload.length, 0);
      for (const name of ['content-type', 'content-length', 'content-disposition', 'etag', 'accept-ranges']) {
        assert.equal(head.headers[name], get.headers[name], name);
      }
      assert.equal((await download(999_999, {}, 'HEAD')).statusCode, 404);
    });

    test('a referenced file missing from the store is 404, not an error', async () => {
      const ref = await store();
      await referenceFromBlock(ref.id);
      const row = await s.app.services.files.findById(ref.id);
      assert.ok(row);
      await s.app.fileStore.delete(row.storage_key);
      const response = await download(ref.id);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'NOT_FOUND');
    });

    test('/media serves a published file inline, sandboxed so an SVG cannot run scripts', async () => {
      const ref = await store('logo.svg', SVG, 'image/svg+xml');
      await referenceFromBlock(ref.id);
      const response = await s.app.inject({ method: 'GET', url: mediaUrl(ref.id, 'logo.svg') });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.rawPayload, SVG);
      assert.equal(response.headers['content-type'], 'image/svg+xml');
      assert.match(String(response.headers['content-disposition']), /^inline; /);
      assert.equal(
        response.headers['content-security-policy'],
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(response.headers.etag), /^"[a-f0-9]{64}"$/);

      const renamed = await s.app.inject({ method: 'GET', url: `/media/${ref.id}/..%2F..%2Fetc%2Fpasswd` });
      assert.equal(renamed.statusCode, 200);
      assert.deepEqual(renamed.rawPayload, SVG);

      const hidden = await store('hidden.svg', SVG, 'image/svg+xml');
      const notPublic = await s.app.inject({ method: 'GET', url: mediaUrl(hidden.id, 'hidden.svg') });
      assert.equal(notPublic.statusCode, 404);
      assert.equal(notPublic.json().code, 'NOT_FOUND');
    });
  });

  describe(`file downloads refuse paths (${backend.name})`, () => {
    const s = useTestApp(backend, {
      setup: async ({ app }) => {
        // File 1 exists but nothing references it: no trick may reach it or anything else.
        const ref = await app.services.files.store({
          name: 'private.txt',
          mime: 'text/plain',
          data: Buffer.from('private'),
        });
        assert.equal(ref.id, 1);
      },
    });

    const attempts = [
      '/api/v1/common/download?id=../../etc/passwd',
      '/api/v1/common/download?id=..%2F..%2Fetc%2Fpasswd',
      '/api/v1/common/download?id=%2e%2e%2f',
      '/api/v1/common/download?id=/etc/passwd',
      '/api/v1/common/download?id=1%00',
      '/api/v1/common/download?id=1/../../x',
      '/api/v1/common/download?id=-1',
      '/api/v1/common/download?id=0',
      '/api/v1/common/download?id=1.5',
      '/api/v1/common/download?id=1&id=2',
      '/api/v1/common/download',
      '/media/..%2F..%2Fetc%2Fpasswd/x',
      '/media/1/..%2F..%2Fetc%2Fpasswd',
      '/media/1%00/x',
      '/media/0/x',
    ];
    for (const url of attempts) {
      test(`${url} is refused`, async () => {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await s.app.inject({ method, url });
          assert.ok([400, 404].includes(response.statusCode), `${method} answered ${response.statusCode}`);
          assert.doesNotMatch(response.body, /root:|private/);
          if (method === 'GET') {
            const code = response.json().code;
            assert.equal(code, response.statusCode === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND');
          }
        }
      });
    }
  });
}
