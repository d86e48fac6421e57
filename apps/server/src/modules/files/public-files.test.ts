import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fileSlug, publicFileUrl } from '@coresense/shared';
import type { InjectOptions } from 'fastify';
import { downloadUrl, syncFileRefs } from '../../content/file-refs.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * `/files/{id}/{slug}`: the crawlable address of a published file (issue 11, item 11). Search
 * engines may not read `/api/`, so datasheets need an address outside it that opens in the
 * browser, under the download's rules (contract §4) otherwise.
 */

const NAME = '数据手册 CS-100 (v2).pdf';
const PDF = Buffer.from('%PDF-1.7 CoreSense CS-100 datasheet: 0123456789abcdefghij');

describe('file slugs', () => {
  test('keep letters of any script, digits, dots and dashes; everything else becomes one dash', () => {
    assert.equal(fileSlug('CS-A100 Datasheet (v2).pdf'), 'CS-A100-Datasheet-v2.pdf');
    assert.equal(fileSlug(NAME), '数据手册-CS-100-v2.pdf');
    assert.equal(fileSlug('../../etc/passwd'), 'etc-passwd');
    assert.equal(fileSlug('???'), 'file');
    assert.equal(publicFileUrl({ id: 7, name: 'a b.pdf' }), '/files/7/a-b.pdf');
  });
});

for (const backend of testBackends()) {
  describe(`crawlable file addresses (${backend.name})`, () => {
    const s = useTestApp(backend);

    const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      s.app.inject({ method, url, headers } as InjectOptions);

    async function publishedFile() {
      const ref = await s.app.services.files.store({ name: NAME, mime: 'application/pdf', data: PDF });
      await syncFileRefs(s.db, 'block', `public-files-${ref.id}`, { file: { url: downloadUrl(ref.id) } });
      return ref;
    }

    test('a published PDF opens in the browser with its type, length, validators and ranges', async () => {
      const ref = await publishedFile();
      const url = publicFileUrl(ref);
      assert.equal(url, `/files/${ref.id}/${encodeURIComponent('数据手册-CS-100-v2.pdf')}`);
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.rawPayload, PDF);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(response.headers['content-length'], String(PDF.length));
      assert.match(
        String(response.headers['content-disposition']),
        /^inline; filename="CS-100 \(v2\)\.pdf"; filename\*=UTF-8''/,
      );
      assert.equal(response.headers['accept-ranges'], 'bytes');
      const etag = String(response.headers.etag);
      assert.match(etag, /^"[a-f0-9]{64}"$/);

      // The same representation as the download, which stays an attachment (contract §4).
      const download = await get(downloadUrl(ref.id));
      assert.equal(download.headers.etag, etag);
      assert.match(String(download.headers['content-disposition']), /^attachment;/);

      assert.equal((await get(url, { 'if-none-match': etag })).statusCode, 304);
      const part = await get(url, { range: 'bytes=0-7' });
      assert.equal(part.statusCode, 206);
      assert.equal(part.headers['content-range'], `bytes 0-7/${PDF.length}`);
      assert.deepEqual(part.rawPayload, PDF.subarray(0, 8));
      assert.equal((await get(url, { range: `bytes=${PDF.length}-` })).statusCode, 416);
      const head = await get(url, {}, 'HEAD');
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-length'], String(PDF.length));
    });

    test('another spelling of the name is sent to the one canonical address', async () => {
      const ref = await publishedFile();
      for (const slug of ['datasheet.pdf', encodeURIComponent(NAME)]) {
        const response = await get(`/files/${ref.id}/${slug}`);
        assert.equal(response.statusCode, 301, slug);
        assert.equal(response.headers.location, publicFileUrl(ref));
      }
    });

    test('only files that published content references are served; bad ids are refused', async () => {
      const unpublished = await s.app.services.files.store({
        name: NAME,
        mime: 'application/pdf',
        data: PDF,
      });
      const response = await get(publicFileUrl(unpublished));
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'NOT_FOUND');
      assert.equal((await get('/files/999999/x.pdf')).statusCode, 404);
      for (const id of ['0', '-1', 'abc', '1.5', '..%2F..%2Fetc']) {
        const bad = await get(`/files/${id}/x.pdf`);
        assert.ok([400, 404].includes(bad.statusCode), `${id}: ${bad.statusCode}`);
      }
    });
  });
}
