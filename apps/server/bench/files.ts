/*
 * `npm run bench:files`: download throughput of one 50 MiB file through one server process,
 * its files on the local disk (`FILE_STORE=local`) and in a bucket (`FILE_STORE=s3://…`, an
 * s3rver on this machine, which costs processor time of its own), beside reading the file
 * straight from the disk. Each figure is the median of `BENCH_ROUNDS` whole downloads, one at a
 * time, then of `BENCH_PARALLEL` at once (their bytes over the time all took). Reports MB/s.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startServer } from '@coresense/test-support/server';
import { startS3Server } from '../src/test-support/s3-server.ts';

const MiB = 1024 * 1024;
const SIZE = 50 * MiB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const PASSWORD = 'bench-files-password';
const BOUNDARY = '----coresense-bench-boundary';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mbPerSecond = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

/** Reads a stream to its end, counting its bytes. */
async function drain(stream: AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.length;
  return bytes;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, type: 'account' }),
  });
  const sid = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]!)
    .find((cookie) => cookie.startsWith('sid='));
  if (!sid) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return sid;
}

/** Uploads a 50 MiB PDF-like file, streamed, and answers its id. */
async function upload(baseUrl: string, cookie: string): Promise<number> {
  const url = new URL('/api/v1/admin/files', baseUrl);
  const chunk = Buffer.alloc(MiB, 'CoreSense datasheet ');
  async function* body() {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    for (let sent = 9; sent < SIZE; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, SIZE - sent));
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  const answer = await new Promise<string>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie, origin: baseUrl },
      },
      async (response) => resolve(Buffer.concat(await response.toArray()).toString()),
    );
    request.on('error', reject);
    pipeline(Readable.from(body()), request).catch(reject);
  });
  const id = JSON.parse(answer).data?.id;
  if (!Number.isInteger(id)) throw new Error(`upload failed: ${answer.slice(0, 300)}`);
  return id;
}

async function timed(download: () => Promise<number>): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const bytes = await download();
  return { bytes, ms: performance.now() - started };
}

async function measure(name: string, download: () => Promise<number>) {
  await download();
  const single: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { bytes, ms } = await timed(download);
    if (bytes !== SIZE) throw new Error(`${name}: ${bytes} bytes instead of ${SIZE}`);
    single.push(mbPerSecond(bytes, ms));
  }
  const together = await timed(async () =>
    (await Promise.all(Array.from({ length: PARALLEL }, download))).reduce((a, b) => a + b),
  );
  return { name, single: median(single), parallel: mbPerSecond(together.bytes, together.ms) };
}

async function throughServer(name: string, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-bench-files-'));
  const server = await startServer({
    ...env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
  });
  try {
    const cookie = await signIn(server.baseUrl);
    const id = await upload(server.baseUrl, cookie);
    const url = `${server.baseUrl}/api/v1/admin/files/${id}/content`;
    const row = await measure(name, async () => {
      const response = await fetch(url, { headers: { cookie } });
      if (!response.ok || !response.body) throw new Error(`${name}: ${response.status}`);
      return drain(response.body);
    });
    return { row, dataDir };
  } finally {
    await server.stop();
  }
}

const s3 = await startS3Server('bench-files');
const rows = [];
try {
  const local = await throughServer('server, FILE_STORE=local', {});
  // The one file the server stored, as `files/<2 characters>/<key>`.
  const [stored] = (await readdir(path.join(local.dataDir, 'files'), { recursive: true })).filter((name) =>
    name.includes(path.sep),
  );
  const file = path.join(local.dataDir, 'files', stored!);
  rows.push(await measure('local disk, read directly', () => drain(createReadStream(file))));
  rows.push(local.row);
  await rm(local.dataDir, { recursive: true, force: true });
  const location = s3.location('bench');
  const bucket = await throughServer('server, FILE_STORE=s3 (s3rver)', {
    FILE_STORE: `s3://${location.bucket}/bench`,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  rows.push(bucket.row);
  await rm(bucket.dataDir, { recursive: true, force: true });
} finally {
  await s3.stop();
}

console.log(
  `\nDownloading a ${SIZE / MiB} MiB file (MB/s; median of ${ROUNDS} one at a time, then ${PARALLEL} at once)\n`,
);
console.log(`${'source'.padEnd(34)}${'one at a time'.padStart(15)}${`${PARALLEL} at once`.padStart(12)}`);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(34)}${row.single.toFixed(0).padStart(15)}${row.parallel.toFixed(0).padStart(12)}`,
  );
}
