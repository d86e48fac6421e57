import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Location } from '../lib/s3-file-store.ts';

/** s3rver's own credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The store's settings for `FILE_STORE=s3://<bucket>/<prefix>` on this server. */
  location(prefix?: string): S3Location;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free port with a bucket in a temporary folder,
 * run as a child process (`s3-server-child.ts`).
 */
export async function startS3Server(bucket = 'coresense-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'coresense-s3-'));
  const child = fork(path.join(import.meta.dirname, 's3-server-child.ts'), [directory, bucket], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // s3rver writes the continuation token of a listing cut short with DES, which OpenSSL 3
    // keeps among its legacy ciphers. Not the parent's own flags: a test runner's (`--test-shard`)
    // would make the child a test run that never listens.
    execArgv: ['--openssl-legacy-provider'],
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited with ${code} before it listened`);
    }),
  ])) as [{ port: number }];
  const endpoint = `http://127.0.0.1:${message.port}`;
  return {
    endpoint,
    bucket,
    location: (prefix = '') => ({
      bucket,
      prefix: prefix ? `${prefix.replace(/\/+$/, '')}/` : '',
      endpoint,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      forcePathStyle: true,
    }),
    async stop() {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
