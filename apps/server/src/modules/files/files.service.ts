import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileRef } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { downloadUrl, mediaUrl } from '../../content/file-refs.ts';
import { nowIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type FileStore, newStorageKey } from '../../lib/file-store.ts';
import { FileRepository, type FileRow } from './files.repository.ts';

export interface StoreFileInput {
  name: string;
  mime: string;
  data: Buffer;
  createdBy?: number | null;
}

const FALLBACK_NAME = 'file';
const FALLBACK_MIME = 'application/octet-stream';
const MAX_NAME_LENGTH = 200;
const MIME_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * The name a browser sent, reduced to a plain file name: some clients send a whole local path,
 * and control characters have no place in a header or a page.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const cleaned = [...printable].slice(0, MAX_NAME_LENGTH).join('').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? FALLBACK_NAME : cleaned;
}

/**
 * `name` ending in `.ext` (the extension of the type found in the content) instead of whatever it
 * ended in: a file opened from a downloads folder is run by its name, not by what was detected.
 */
export function withExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${[...stem].slice(0, MAX_NAME_LENGTH - ext.length - 1).join('')}.${ext}`;
}

/** Only a well-formed `type/subtype` is kept: the value is sent back as a header later. */
export function cleanMime(mime: string): string {
  const essence = mime.split(';')[0]!.trim().toLowerCase();
  return MIME_PATTERN.test(essence) ? essence : FALLBACK_MIME;
}

export class FileService {
  readonly #files: FileRepository;
  readonly #store: FileStore;

  constructor(db: Kysely<Database>, store: FileStore) {
    this.#files = new FileRepository(db);
    this.#store = store;
  }

  /** Keeps the bytes in the file store and records them; the answer is the contract's file reference. */
  async store(input: StoreFileInput): Promise<FileRef> {
    const name = cleanFileName(input.name);
    const storageKey = newStorageKey(path.extname(name).slice(1));
    await this.#store.put(storageKey, input.data);
    try {
      const row = await this.#files.insert({
        storageKey,
        name,
        mime: cleanMime(input.mime),
        size: input.data.length,
        sha256: createHash('sha256').update(input.data).digest('hex'),
        createdBy: input.createdBy ?? null,
        createdAt: nowIso(),
      });
      return this.toRef(row);
    } catch (error) {
      await this.#store.delete(storageKey).catch(() => {});
      throw error;
    }
  }

  toRef(file: Pick<FileRow, 'id' | 'name' | 'size'>): FileRef {
    return { id: file.id, name: file.name, size: Number(file.size), url: downloadUrl(file.id) };
  }

  mediaUrlOf(file: Pick<FileRow, 'id' | 'name'>): string {
    return mediaUrl(file.id, file.name);
  }

  findById(id: number): Promise<FileRow | undefined> {
    return this.#files.findById(id);
  }

  /** The resized WebP copies of an uploaded image, narrowest first, for `srcset`. */
  async variantsOf(id: number): Promise<Array<{ width: number; mediaUrl: string }>> {
    const variants = await this.#files.variantsOf([id]);
    return variants.map((variant) => ({
      width: variant.width ?? 0,
      mediaUrl: mediaUrl(variant.id, variant.name),
    }));
  }

  /** The file if published content references it; anything else stays private. */
  findPublic(id: number): Promise<FileRow | undefined> {
    return this.#files.findPublic(id);
  }

  /** Size of the stored bytes; undefined when they are gone from the store. */
  storedSize(file: FileRow): Promise<number | undefined> {
    return this.#store.size(file.storage_key);
  }

  /** `end` is inclusive, as in an HTTP range. */
  read(file: FileRow, range?: { start: number; end: number }): Readable {
    return this.#store.read(file.storage_key, range);
  }
}
