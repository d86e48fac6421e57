import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { after, before, describe, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { downloadUrl, syncFileRefs } from '../../content/file-refs.ts';
import { S3FileStore } from '../../lib/s3-file-store.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { startS3Server } from '../../test-support/s3-server.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { buildTestApp, testBackends } from '../../test-support/test-app.ts';

const MiB = 1024 * 1024;
const BOUNDARY = '----coresense-s3-boundary';
const multipartHead = (filename: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n${'% datasheet line\n'.repeat(400)}trailer <</Root 1 0 R>>\n%%EOF\n`,
);

async function keysOf(bucket: S3FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of bucket.entries()) keys.push(key);
  return keys;
}

const s3 = await startS3Server();
after(() => s3.stop());

for (const backend of testBackends()) {
  describe(`files in an S3 bucket (${backend.name})`, () => {
    const location = s3.location(`app-${backend.name}-${crypto.randomUUID()}`);
    const bucket = new S3FileStore(location);
    after(() => bucket.close());
    const s = useTestApp(backend, { config: { fileStore: location } });
    let cookie: string;
    before(async () => {
      ({ cookie } = await signedInStaff(s.app, ['files:read', 'files:write']));
    });

    const upload = async (filename: string, data: Buffer) => {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/admin/files',
        payload: Buffer.concat([multipartHead(filename), data, multipartTail]),
        headers: { 'content-type': multipartType, cookie },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data;
    };
    const storageKeyOf = async (id: number) => (await s.app.services.files.findById(id))!.storage_key;

    test('an upload lands in the bucket, not on disk, and downloads with every rule of §4', async () => {
      const file = await upload('CSA-3110 数据手册.pdf', PDF);
      const key = await storageKeyOf(file.id);
      assert.equal(await bucket.size(key), PDF.length, 'the object is in the bucket under the prefix');
      const onDisk = await readdir(path.join(s.app.config.dataDir), { recursive: true });
      assert.ok(!onDisk.some((name) => name.includes(key)), 'nothing written to the data folder');
      await syncFileRefs(s.db, 'block', 'test-s3-download', { file: { url: downloadUrl(file.id) } });

      const url = `/api/v1/common/download?id=${file.id}`;
      const whole = await s.app.inject({ method: 'GET', url });
      assert.equal(whole.statusCode, 200);
      assert.equal(whole.headers['content-type'], 'application/pdf');
      assert.equal(whole.headers['content-length'], String(PDF.length));
      assert.equal(
        whole.headers['content-disposition'],
        `attachment; filename="CSA-3110 .pdf"; filename*=UTF-8''CSA-3110%20${encodeURIComponent('数据手册')}.pdf`,
      );
      const etag = `"${createHash('sha256').update(PDF).digest('hex')}"`;
      assert.equal(whole.headers.etag, etag);
      assert.deepEqual(whole.rawPayload, PDF);

      const ranged = await s.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-1099' } });
      assert.equal(ranged.statusCode, 206);
      assert.equal(ranged.headers['content-range'], `bytes 100-1099/${PDF.length}`);
      assert.equal(ranged.headers['content-length'], '1000');
      assert.deepEqual(ranged.rawPayload, PDF.subarray(100, 1100));
      const tail = await s.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
      assert.deepEqual(tail.rawPayload, PDF.subarray(-10));
      const beyond = await s.app.inject({ method: 'GET', url, headers: { range: `bytes=${PDF.length}-` } });
      assert.equal(beyond.statusCode, 416);

      const again = await s.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
      const head = await s.app.inject({ method: 'HEAD', url });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-length'], String(PDF.length));
    });

    test('an image and its generated sizes are all kept in the bucket', async () => {
      const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#1677ff' } })
        .png()
        .toBuffer();
      const file = await upload('board.png', png);
      assert.deepEqual(
        file.variants.map((variant: { width: number }) => variant.width),
        [480, 960],
      );
      for (const id of [file.id, ...file.variants.map((variant: { id: number }) => variant.id)]) {
        const row = (await s.app.services.files.findById(id))!;
        assert.equal(await bucket.size(row.storage_key), Number(row.size));
      }
      const variant = (await s.app.services.files.findById(file.variants[0].id))!;
      const meta = await sharp(await buffer(await s.app.services.files.read(variant))).metadata();
      assert.deepEqual([meta.format, meta.width], ['webp', 480]);
    });

    test('a refused upload leaves no row and no object', async () => {
      const before = await keysOf(bucket);
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/admin/files',
        payload: Buffer.concat([multipartHead('tool.pdf'), Buffer.alloc(2 * MiB, 'MZ'), multipartTail]),
        headers: { 'content-type': multipartType, cookie },
      });
      assert.equal(response.statusCode, 415);
      assert.deepEqual(await keysOf(bucket), before);
    });
  });
}

for (const backend of testBackends()) {
  describe(`job applicants' CVs in an S3 bucket (${backend.name})`, () => {
    const location = s3.location(`cv-${backend.name}-${crypto.randomUUID()}`);
    const s = useContentSuite(backend, { config: { fileStore: location }, fixtures: ['other'] });

    test('a CV lands in the bucket and the inbox downloads it from there', async () => {
      const cv = Buffer.from('%PDF-1.7\n% CV of Han Meimei\ntrailer\n%%EOF\n');
      const form = new FormData();
      for (const [name, value] of Object.entries({
        jobId: String(s.other.recruit.engineer),
        name: 'Han Meimei',
        email: 'han.meimei@example.com',
        phone: '+86 139 0000 0000',
      }))
        form.append(name, value);
      form.append('cv', new Blob([cv], { type: 'application/pdf' }), 'CV.pdf');
      const body = new Request('http://localhost/', { method: 'POST', body: form });
      const applied = await s.app.inject({
        method: 'POST',
        url: '/api/v1/recruit/apply?lang=en_US',
        payload: Buffer.from(await body.arrayBuffer()),
        headers: { 'content-type': body.headers.get('content-type')! },
      });
      assert.equal(applied.statusCode, 200, applied.body);
      const { id } = applied.json().data;
      const row = await s.db
        .selectFrom('enquiries')
        .select('cv_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const bucket = new S3FileStore(location);
      try {
        assert.equal(await bucket.size(row.cv_key!), cv.length);
      } finally {
        bucket.close();
      }
      const reader = await signedInStaff(s.app, ['enquiries:read']);
      const download = await s.app.inject({
        method: 'GET',
        url: `/api/v1/admin/enquiries/${id}/cv`,
        headers: { cookie: reader.cookie },
      });
      assert.equal(download.statusCode, 200);
      assert.deepEqual(download.rawPayload, cv);
      assert.equal(download.headers['content-type'], 'application/pdf');
      assert.equal(download.headers['content-length'], String(cv.length));
      assert.match(String(download.headers['content-disposition']), /^attachment; filename="CV\.pdf"/);
    });
  });
}

describe('a large upload streams into the bucket', () => {
  test('64 MiB go through one process, which holds about 20 MiB of them at most', async (t) => {
    const [backend] = testBackends();
    const location = s3.location(`large-${crypto.randomUUID()}`);
    const { app } = await buildTestApp(backend!, {
      // The test's own processor share decides how long the body takes, not a client's line: on
      // cores shared with the browser tests it may take minutes, past the default 90 s.
      config: { fileStore: location, timeouts: { headersMs: 60_000, requestMs: 600_000 } },
      cleanup: (fn) => t.after(fn),
    });
    const bucket = new S3FileStore(location);
    t.after(() => bucket.close());
    const { cookie } = await signedInStaff(app, ['files:read', 'files:write']);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // Enough to tell streaming from holding the body: whole, it would pass the bound below.
    const size = 64 * MiB;
    // What the upload holds, not the garbage V8 lets pile up (about 64 MiB of buffers) before it
    // collects: each sample follows two full collections (one may leave buffers it found dead).
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const held = () => {
      collectGarbage();
      collectGarbage();
      const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
      return { rss, memory: heapUsed + arrayBuffers };
    };
    const baseline = held();
    let peak = baseline;
    // The client sends one unchanging chunk again and again, so its own bytes are not measured;
    // it samples the server's memory at each tenth of the body, the server a few MiB behind it.
    const chunk = Buffer.alloc(MiB, 'CoreSense ');
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent === 0) this.push(Buffer.concat([multipartHead('firmware.pdf'), PDF.subarray(0, 9)]));
        if (sent >= size) return this.push(null);
        sent += chunk.length;
        if (sent % (size / 10) === 0) {
          const now = held();
          peak = { rss: Math.max(peak.rss, now.rss), memory: Math.max(peak.memory, now.memory) };
        }
        this.push(chunk);
        if (sent >= size) this.push(multipartTail);
      },
    });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/v1/admin/files',
          headers: { 'content-type': multipartType, cookie },
        },
        async (response) =>
          resolve({ status: response.statusCode ?? 0, body: (await buffer(response)).toString() }),
      );
      request.on('error', reject);
      pipeline(body, request).catch(reject);
    });
    assert.equal(answer.status, 200, answer.body);
    const file = JSON.parse(answer.body).data;
    assert.equal(file.size, size + 9);
    assert.equal(file.mime, 'application/pdf');
    const row = (await app.services.files.findById(file.id))!;
    assert.equal(await bucket.size(row.storage_key), size + 9);
    const grew = { rss: (peak.rss - baseline.rss) / MiB, memory: (peak.memory - baseline.memory) / MiB };
    t.diagnostic(
      `growth during a 64 MiB upload: heap and buffers ${grew.memory.toFixed(1)} MiB, rss ${grew.rss.toFixed(1)} MiB`,
    );
    // About 20 MiB held (two 5 MiB parts in flight, the next one filling), whatever the size.
    // rss also counts garbage not yet collected and what the allocator keeps: reported only.
    assert.ok(grew.memory < 40, `heap and buffers grew by ${grew.memory.toFixed(1)} MiB`);
  });
});
