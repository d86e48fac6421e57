import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** `end` is inclusive, as in an HTTP range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded and generated files live: the local folder (the default) or an S3-compatible
 * bucket (`s3-file-store.ts`) that several servers share. Keys are made by the server
 * (`newStorageKey`), never taken from a request. Bytes go in and come out as streams, so no
 * store ever holds a whole file in memory.
 */
export interface FileStore {
  /**
   * Writes `body` under `key`, resolving once the whole of it is stored. A body that fails
   * (a client gone, a limit passed) leaves nothing under `key`, and its error is the rejection.
   */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes, or the range of them; rejects when the key holds nothing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /** Rejects, saying why, when the store cannot be used (checked at start). */
  check(): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}(\.[a-z0-9]{1,10})?$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function newStorageKey(extension: string): string {
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);
  return `${crypto.randomUUID().replaceAll('-', '')}${ext ? `.${ext}` : ''}`;
}

/** Bytes already in memory (a generated image, a small buffered upload) as a store's body. */
export function bodyOf(data: Uint8Array): Readable {
  // An array of one: `Readable.from` of a Buffer itself would also be one chunk, but says less.
  return Readable.from([data]);
}

export class LocalFileStore implements FileStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  get root(): string {
    return this.#root;
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.${crypto.randomUUID().slice(0, 8)}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flush: true }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.#path(key), range);
    // Opening fails here rather than after the answer's headers are sent.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const info = await stat(this.#path(key));
      return info.isFile() ? info.size : undefined;
    } catch {
      return undefined;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  /** The folder is made when missing; one that cannot be made or written stops the start. */
  async check(): Promise<void> {
    await mkdir(this.#root, { recursive: true });
    const probe = path.join(this.#root, `.check.${process.pid}`);
    await pipeline(bodyOf(Buffer.from('ok')), createWriteStream(probe));
    await rm(probe, { force: true });
  }

  /** Every stored key with its size, for copying the store elsewhere (`files:copy`). */
  async *entries(): AsyncGenerator<{ key: string; size: number }> {
    const folders = await readdir(this.#root, { withFileTypes: true }).catch(() => []);
    for (const folder of folders
      .filter((entry) => entry.isDirectory())
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const names = (await readdir(path.join(this.#root, folder.name))).filter(isStorageKey).sort();
      for (const key of names) {
        const size = await this.size(key);
        if (size !== undefined) yield { key, size };
      }
    }
  }

  #path(key: string): string {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return path.join(this.#root, key.slice(0, 2), key);
  }
}
