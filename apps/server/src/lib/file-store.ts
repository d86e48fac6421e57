import { createReadStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are made by the server (`newStorageKey`), never
 * taken from a request. The local folder is the default; an S3-compatible store can implement
 * the same interface when several servers share files.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** `end` is inclusive, as in an HTTP range. */
  read(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can be read and written now (readiness); throws otherwise. */
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

export class LocalFileStore implements FileStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, data, { flush: true });
    await rename(partial, target);
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.#path(key), range);
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

  async check(): Promise<void> {
    await mkdir(this.#root, { recursive: true });
    await access(this.#root, constants.R_OK | constants.W_OK);
  }

  #path(key: string): string {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return path.join(this.#root, key.slice(0, 2), key);
  }
}
