import { PassThrough, pipeline, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, type FileStore, isStorageKey } from './file-store.ts';

/** `FILE_STORE=s3://bucket/prefix` and the `S3_*` variables (contract §12). */
export interface S3Location {
  bucket: string;
  /** Empty, or ending in `/`. */
  prefix: string;
  /** Absent: AWS itself, by region. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own credential chain (instance role, `~/.aws`, `AWS_*`). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** MinIO, Ceph and s3rver want `host/bucket/key` addresses rather than `bucket.host/key`. */
  forcePathStyle: boolean;
}

/**
 * Multipart parts: S3's smallest. The uploader holds at most `QUEUE_SIZE` parts (and the one it
 * is filling), so a 200 MiB upload keeps about 15 MiB in memory whatever its size.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey';
}

/** An S3-compatible bucket (AWS, MinIO, Ceph, Alibaba Cloud OSS): every server sees the same files. */
export class S3FileStore implements FileStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(location: S3Location) {
    this.#bucket = location.bucket;
    this.#prefix = location.prefix;
    this.#client = new S3Client({
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      ...(location.credentials ? { credentials: location.credentials } : {}),
      // Checksums only where S3 demands them: the SDK's default adds CRC32 trailers to every
      // upload, which several S3-compatible servers (older MinIO, OSS, Ceph) refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An address that drops packets fails the start within seconds instead of hanging it.
      requestHandler: { connectionTimeout: 5000 },
    });
  }

  /** Where the bucket is, for messages: never the credentials. */
  describe(): string {
    return `s3://${this.#bucket}/${this.#prefix}`;
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.#key(key);
    // The uploader guesses a body's length from properties such as `size`, `length` or `path`,
    // which a stream may carry with other meanings: it gets a plain stream of the bytes.
    const bytes = new PassThrough();
    let bodyError: unknown;
    // Before the pipeline's own listener: a body failing first is told, not the uploader's
    // teardown of the body after a part of its own failed.
    body.once('error', (error) => {
      if (!bytes.destroyed) bodyError = error;
    });
    pipeline(body, bytes, () => {});
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: target, Body: bytes },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // A failed upload aborts its multipart upload, so no half-written object is left.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The body's own failure is the one to tell, even when aborting the parts failed after it
      // (s3rver cannot abort; a bucket's lifecycle rule removes parts left behind).
      throw bodyError ?? error;
    } finally {
      // The uploader stops reading when a part fails; the body must not wait for it forever.
      if (!body.readableEnded) body.destroy();
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.#client.send(
      new GetObjectCommand({
        Bucket: this.#bucket,
        Key: this.#key(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered no stream');
    return answer.Body;
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }),
      );
      return head.ContentLength;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }));
  }

  /** Listing one key proves the address, the bucket and the credentials at once. */
  async check(): Promise<void> {
    await this.#client.send(
      new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: this.#prefix || undefined, MaxKeys: 1 }),
    );
  }

  /** Every stored key under the prefix with its size (`files:copy` skips those already there). */
  async *entries(): AsyncGenerator<{ key: string; size: number }> {
    const pages = paginateListObjectsV2(
      { client: this.#client },
      { Bucket: this.#bucket, Prefix: this.#prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.#prefix.length) ?? '';
        if (isStorageKey(key)) yield { key, size: object.Size ?? 0 };
      }
    }
  }

  close(): void {
    this.#client.destroy();
  }

  #key(key: string): string {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return `${this.#prefix}${key}`;
  }
}
