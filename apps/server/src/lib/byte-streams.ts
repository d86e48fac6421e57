import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { AppError } from './app-error.ts';

/** Counts and hashes the bytes that pass through it, for the row of a file stored from a stream. */
export class Measured extends Transform {
  size = 0;
  readonly #hash = createHash('sha256');
  #digest: string | undefined;

  constructor(source: Readable) {
    super();
    // Either side failing fails the other: a store reading this sees the source's error.
    pipeline(source, this, () => {});
  }

  /** Hex SHA-256 of every byte, once the stream has ended. */
  get sha256(): string {
    if (this.#digest === undefined) throw new Error('the stream has not ended');
    return this.#digest;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.#hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    this.#digest = this.#hash.digest('hex');
    done();
  }
}

/**
 * The first `bytes` bytes of `stream` (fewer if it is shorter), and a stream of all of it,
 * those bytes included, to read on: a file's type is judged by its start while it streams on.
 */
export async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const start = Buffer.concat(chunks);
  async function* whole() {
    if (start.length > 0) yield start;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: start.subarray(0, bytes), stream: Readable.from(whole(), { objectMode: false }) };
}

/** The whole stream in memory, for a library that needs all of it (sharp); 413 beyond `limit` bytes. */
export async function readAtMost(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > limit) throw new AppError('PAYLOAD_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
