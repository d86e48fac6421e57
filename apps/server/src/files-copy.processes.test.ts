import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { startServer } from '@coresense/test-support/server';
import { bodyOf, LocalFileStore, newStorageKey } from './lib/file-store.ts';
import { S3FileStore } from './lib/s3-file-store.ts';
import { startS3Server } from './test-support/s3-server.ts';

const run = promisify(execFile);
const s3 = await startS3Server();
after(() => s3.stop());

const s3Env = {
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};

test('files:copy copies the local store into a bucket, and again only what is missing', async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-copy-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const local = new LocalFileStore(path.join(dataDir, 'files'));
  const files = new Map<string, Buffer>([
    [newStorageKey('pdf'), Buffer.from('%PDF-1.4 datasheet')],
    [newStorageKey('webp'), Buffer.alloc(6 * 1024 * 1024, 'image ')],
    [newStorageKey(''), Buffer.alloc(0)],
  ]);
  for (const [key, data] of files) await local.put(key, bodyOf(data));
  const prefix = `copy-${crypto.randomUUID()}`;
  const bucket = new S3FileStore(s3.location(prefix));
  t.after(() => bucket.close());
  const copy = () =>
    run(process.execPath, ['src/files-copy.ts', '--to', `s3://${s3.bucket}/${prefix}`], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, ...s3Env, DATA_DIR: dataDir, FILE_STORE: 'local' },
    });

  const first = await copy();
  assert.match(
    first.stdout,
    /Copied 3 files \(6\.0 MiB\); 0 already there with the same size were skipped\./,
  );
  for (const [key, data] of files) {
    assert.deepEqual(await buffer(await bucket.read(key)), data, `${key} copied whole`);
  }

  const second = await copy();
  assert.match(
    second.stdout,
    /Copied 0 files \(0\.0 MiB\); 3 already there with the same size were skipped\./,
  );

  // A run stopped half way left some files out: the next run copies those alone.
  const [missing] = files.keys();
  await bucket.delete(missing!);
  const third = await copy();
  assert.match(third.stdout, new RegExp(`copied ${missing!.replace('.', '\\.')} \\(18 bytes\\)`));
  assert.match(third.stdout, /Copied 1 files .*; 2 already there/);
});

test('files:copy names a bad target, and wants --to', async () => {
  const cwd = path.join(import.meta.dirname, '..');
  await assert.rejects(
    run(process.execPath, ['src/files-copy.ts'], { cwd }),
    (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 2);
      assert.match(error.stderr, /Usage: npm run files:copy -- --to s3:\/\/bucket\/prefix/);
      return true;
    },
  );
  await assert.rejects(
    run(process.execPath, ['src/files-copy.ts', '--to', 's3://no-such-bucket/x'], {
      cwd,
      env: { ...process.env, ...s3Env, DATA_DIR: tmpdir() },
    }),
    (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(
        error.stderr,
        /FILE_STORE=s3:\/\/no-such-bucket\/x\/ at .*: the file store cannot be used \(NoSuchBucket/,
      );
      return true;
    },
  );
});

test('a server whose bucket cannot be reached stops at start with one message naming FILE_STORE', async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-unreachable-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  await assert.rejects(
    startServer({
      ...s3Env,
      DATA_DIR: dataDir,
      FILE_STORE: 's3://coresense-files/site',
      S3_ENDPOINT: 'http://127.0.0.1:9',
    }),
    (error) => {
      assert.match(
        String(error),
        /server exited during start \(1\):\nInvalid configuration:\n {2}- FILE_STORE=s3:\/\/coresense-files\/site\/ at http:\/\/127\.0\.0\.1:9: the file store cannot be used \(.*ECONNREFUSED.*\)\n$/,
      );
      return true;
    },
  );
});
