import { hash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { ContentChanges } from './content-memo.ts';

export type ContentCoding = 'br' | 'gzip';

export interface CachedResponse {
  key: string;
  body: Buffer;
  contentType: string;
  etag: string;
  /** Headers that belong to this body and are sent again with it (a page's CSP, its Vary). */
  headers: Record<string, string>;
  /** Compressed copies, made on the first request that accepts each coding. */
  encoded: Partial<Record<ContentCoding, Buffer>>;
  /** Header lines as the server writes them when replaying, by status and coding. */
  headerLines: Record<string, string[]>;
  size: number;
}

export interface ResponseCacheLimits {
  maxEntries?: number;
  /** Rendered pages weigh tens of KiB: the number of entries alone would not bound memory. */
  maxBytes?: number;
}

/** Below this, compressing saves less than the header it costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Rendered answers by key, bounded in count and size, the least recently used dropped first.
 * `generation` changes on every clear, so an answer computed from content that changed
 * meanwhile is not stored. What is kept beside it from published content (`ContentMemo`: the
 * product facets) listens with `onChange` and is dropped on the same clears.
 */
export class ResponseCache implements ContentChanges {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #clearListeners: Array<() => void> = [];
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;
  #generation = 0;

  constructor({ maxEntries = 5000, maxBytes = 64 * 1024 * 1024 }: ResponseCacheLimits = {}) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Map order is insertion order: moving a hit to the end keeps the order by last use.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(
    key: string,
    generation: number,
    body: string | Buffer,
    contentType: string,
    headers: Record<string, string> = {},
    etag = etagOf(body),
  ): CachedResponse | undefined {
    if (generation !== this.#generation) return undefined;
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    if (bytes.length > this.#maxBytes) return undefined;
    this.#delete(key);
    this.#makeRoom(bytes.length, 1);
    const entry: CachedResponse = {
      key,
      body: bytes,
      contentType,
      etag,
      headers,
      encoded: {},
      headerLines: {},
      size: bytes.length,
    };
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    return entry;
  }

  /**
   * The body in `coding`, compressed once and kept with the entry (see `isWorthCompressing`).
   * Brotli at a middle quality: most of the gain for a few ms, once.
   */
  encoded(entry: CachedResponse, coding: ContentCoding): Buffer {
    const existing = entry.encoded[coding];
    if (existing) return existing;
    const compressed =
      coding === 'br'
        ? brotliCompressSync(entry.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 6,
              [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(entry.body, { level: 6 });
    entry.encoded[coding] = compressed;
    // Only an entry still held counts: one dropped meanwhile is answered once more, then freed.
    if (this.#entries.get(entry.key) === entry) {
      entry.size += compressed.length;
      this.#bytes += compressed.length;
      this.#makeRoom(0, 0);
    }
    return compressed;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
    for (const listener of this.#clearListeners) listener();
  }

  /** Tells `listener` of every clear: published content changed, or the site's day did. */
  onChange(listener: () => void): void {
    this.#clearListeners.push(listener);
  }

  /** Drops the least recently used entries until `entries` more entries of `bytes` more fit. */
  #makeRoom(bytes: number, entries: number) {
    while (this.#entries.size + entries > this.#maxEntries || this.#bytes + bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) return;
      this.#delete(oldest);
    }
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

export function isWorthCompressing(entry: CachedResponse): boolean {
  return entry.body.length >= MIN_COMPRESSIBLE_BYTES;
}

export function etagOf(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}
