import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { ERROR_STATUS } from '@coresense/shared';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { AppError } from './app-error.ts';
import { type FileStore, newStorageKey } from './file-store.ts';
import { withUploadStream } from './multipart.ts';
import { S3FileStore } from './s3-file-store.ts';

const KiB = 1024;
const BOUNDARY = '----coresense-stream-boundary';
const head = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n',
);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

let s3: TestS3Server;
before(async () => {
  s3 = await startS3Server();
});
after(() => s3.stop());

interface Outcome {
  stored?: string;
  error?: unknown;
}

/** A route that streams its one file into `store` under a fresh key, with a 256 KiB limit. */
async function uploadApp(store: FileStore) {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: 256 * KiB, files: 1 } });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    reply
      .code(error instanceof AppError ? ERROR_STATUS[error.code] : (error.statusCode ?? 500))
      .send({ error: error.message }),
  );
  let settle: (outcome: Outcome) => void = () => {};
  app.post('/upload', async (request) => {
    try {
      const key = await withUploadStream(request, async (file) => {
        const stored = newStorageKey('bin');
        await store.put(stored, file!.stream);
        return stored;
      });
      settle({ stored: key });
      return { key };
    } catch (error) {
      settle({ error });
      throw error;
    }
  });
  await app.ready();
  return {
    app,
    /** What the handler of the next request does; asked before the request is sent. */
    nextOutcome: () =>
      new Promise<Outcome>((resolve) => {
        settle = resolve;
      }),
  };
}

async function keysOf(store: S3FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.entries()) keys.push(key);
  return keys;
}

describe('an upload streamed into the store', () => {
  let store: S3FileStore;
  let app: FastifyInstance;
  let nextOutcome: () => Promise<Outcome>;
  before(async () => {
    store = new S3FileStore(s3.location(`stream-${crypto.randomUUID()}`));
    ({ app, nextOutcome } = await uploadApp(store));
  });
  after(async () => {
    await app.close();
    store.close();
  });

  test('arrives whole', async () => {
    const data = Buffer.alloc(200 * KiB, 'bytes ');
    const outcome = nextOutcome();
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers,
      payload: Buffer.concat([head, data, tail]),
    });
    assert.equal(response.statusCode, 200);
    const { stored } = await outcome;
    assert.deepEqual(await buffer(await store.read(stored!)), data);
    await store.delete(stored!);
  });

  test('past the limit is 413 and leaves nothing stored', async () => {
    const payload = Buffer.concat([head, Buffer.alloc(300 * KiB, 'x'), tail]);
    const outcome = nextOutcome();
    const response = await app.inject({ method: 'POST', url: '/upload', headers, payload });
    assert.equal(response.statusCode, 413);
    assert.ok((await outcome).error);
    assert.deepEqual(await keysOf(store), []);
  });

  test('cut short inside the file is 400 and leaves nothing stored', async () => {
    const payload = Buffer.concat([head, Buffer.alloc(100 * KiB, 'x')]);
    const outcome = nextOutcome();
    const response = await app.inject({ method: 'POST', url: '/upload', headers, payload });
    assert.equal(response.statusCode, 400);
    assert.ok((await outcome).error);
    assert.deepEqual(await keysOf(store), []);
  });

  test('dropped by its client half way leaves nothing stored', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const outcome = nextOutcome();
    const request = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/upload', headers });
    request.on('error', () => {});
    request.write(head);
    request.write(Buffer.alloc(100 * KiB, 'x'), () => request.destroy());
    assert.ok((await outcome).error);
    assert.deepEqual(await keysOf(store), []);
  });
});

test('a store that fails is a server error, not the client’s', async () => {
  const unreachable = new S3FileStore({ ...s3.location('x'), endpoint: 'http://127.0.0.1:9' });
  const { app, nextOutcome } = await uploadApp(unreachable);
  try {
    const payload = Buffer.concat([head, Buffer.alloc(10 * KiB, 'x'), tail]);
    const outcome = nextOutcome();
    const response = await app.inject({ method: 'POST', url: '/upload', headers, payload });
    assert.equal(response.statusCode, 500);
    assert.ok((await outcome).error);
  } finally {
    await app.close();
    unreachable.close();
  }
});
