import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { bodyOf, type FileStore, LocalFileStore, newStorageKey } from './file-store.ts';
import { checkFileStore } from './file-stores.ts';
import { S3FileStore } from './s3-file-store.ts';

const MiB = 1024 * 1024;

/** `size` bytes of a repeating pattern, made as they are read. */
function generated(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(256 * 1024, size - sent), sent % 251);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

let s3: TestS3Server;
before(async () => {
  s3 = await startS3Server();
});
after(() => s3.stop());

const stores: Array<{ name: string; open(): Promise<{ store: FileStore; close(): Promise<void> }> }> = [
  {
    name: 'local folder',
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'coresense-store-'));
      return { store: new LocalFileStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 bucket',
    async open() {
      const store = new S3FileStore(s3.location(`store-test-${crypto.randomUUID()}`));
      return { store, close: async () => store.close() };
    },
  },
];

for (const kind of stores) {
  describe(`file store: ${kind.name}`, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    before(async () => ({ store, close } = await kind.open()));
    after(() => close());

    test('keeps a streamed body, reads it whole or by range, tells its size and deletes it', async () => {
      const key = newStorageKey('bin');
      // Over one multipart part, so the bucket assembles parts.
      const size = 7 * MiB + 123;
      await store.put(key, generated(size));
      assert.equal(await store.size(key), size);
      const whole = await buffer(await store.read(key));
      assert.equal(
        createHash('sha256').update(whole).digest('hex'),
        createHash('sha256')
          .update(await buffer(generated(size)))
          .digest('hex'),
      );
      const part = await buffer(await store.read(key, { start: 5 * MiB - 2, end: 5 * MiB + 9 }));
      assert.deepEqual(part, whole.subarray(5 * MiB - 2, 5 * MiB + 10));
      await store.delete(key);
      assert.equal(await store.size(key), undefined);
      await assert.rejects(store.read(key));
    });

    test('a small body and an empty one are kept too', async () => {
      const small = newStorageKey('txt');
      const empty = newStorageKey('txt');
      await store.put(small, bodyOf(Buffer.from('hello')));
      await store.put(empty, bodyOf(Buffer.alloc(0)));
      assert.equal((await buffer(await store.read(small))).toString(), 'hello');
      assert.equal(await store.size(empty), 0);
      await Promise.all([store.delete(small), store.delete(empty)]);
    });

    test('a body that fails on the way leaves nothing stored, and the failure is told', async () => {
      const key = newStorageKey('bin');
      await assert.rejects(store.put(key, generated(20 * MiB, 6 * MiB)), /client went away/);
      assert.equal(await store.size(key), undefined);
      if (store instanceof LocalFileStore) {
        const left = await readdir(store.root, { recursive: true });
        assert.deepEqual(
          left.filter((name) => name.endsWith('.partial')),
          [],
          'no partial file left',
        );
      }
    });

    test('the store is usable at start', async () => {
      await store.check();
    });
  });
}

describe('file store at start', () => {
  test('a local folder that cannot be made stops the start naming FILE_STORE', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'coresense-store-'));
    try {
      // A data folder that is a file: no folder can be made inside it.
      const config = { dataDir: path.join(dir, 'a-file') };
      await writeFile(config.dataDir, 'x');
      const store = new LocalFileStore(path.join(config.dataDir, 'files'));
      await assert.rejects(checkFileStore(store, config), (error: Error) => {
        assert.match(
          error.message,
          /^Invalid configuration:\n {2}- FILE_STORE=local \(.*\): the file store cannot be used \(ENOTDIR/,
        );
        return true;
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a bucket that does not exist, or an address nobody answers, stops the start naming FILE_STORE', async () => {
    const missing = { ...s3.location('x'), bucket: 'no-such-bucket' };
    await assert.rejects(
      checkFileStore(new S3FileStore(missing), { dataDir: '.', fileStore: missing }),
      (error: Error) => {
        assert.match(
          error.message,
          /FILE_STORE=s3:\/\/no-such-bucket\/x\/ at http:\/\/127\.0\.0\.1:\d+: the file store cannot be used \(NoSuchBucket/,
        );
        return true;
      },
    );
    const nobody = { ...s3.location('x'), endpoint: 'http://127.0.0.1:9' };
    await assert.rejects(
      checkFileStore(new S3FileStore(nobody), { dataDir: '.', fileStore: nobody }),
      (error: Error) => {
        assert.match(
          error.message,
          /FILE_STORE=s3:\/\/coresense-test\/x\/ at http:\/\/127\.0\.0\.1:9: the file store cannot be used \(.*ECONNREFUSED/,
        );
        return true;
      },
    );
  });
});

test('a bucket that refuses an upload half way is the failure told, and the body is let go', async () => {
  const missing = new S3FileStore({ ...s3.location('x'), bucket: 'no-such-bucket' });
  try {
    const body = generated(12 * MiB);
    await assert.rejects(missing.put(newStorageKey('bin'), body), { name: 'NoSuchBucket' });
    assert.ok(body.destroyed, 'the body is not left waiting for a reader');
  } finally {
    missing.close();
  }
});
