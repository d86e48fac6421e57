import { createHash } from 'node:crypto';

export interface CachedResponse {
  body: string | Buffer;
  contentType: string;
  etag: string;
}

/**
 * Rendered answers by URL, bounded in size. `generation` changes on every clear, so an answer
 * computed from content that changed meanwhile is not stored.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #maxEntries: number;
  #generation = 0;

  constructor(maxEntries = 5000) {
    this.#maxEntries = maxEntries;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedResponse | undefined {
    return this.#entries.get(key);
  }

  set(
    key: string,
    generation: number,
    body: string | Buffer,
    contentType: string,
  ): CachedResponse | undefined {
    if (generation !== this.#generation) return undefined;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const entry = { body, contentType, etag: etagOf(body) };
    this.#entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
