import { LRUCache } from 'lru-cache';
import type { ContentEvents } from './content-events.ts';

/**
 * What tells a cache of published content that it is stale: the response cache, which is
 * cleared on every content change in every process (`ContentEvents`) and at the site's midnight,
 * or the content events themselves.
 */
export type ContentChanges = Pick<ContentEvents, 'onChange'>;

/**
 * Values worked out from published content by key (the product facets), kept until `changes`
 * says it changed: with the response cache's changes, dropped at the same moment as its answers.
 * Bounded, since the key may come from a request: past `max`, the least recently asked for go.
 * A computation is kept from its start, so that requests meanwhile share it and a change while it
 * runs drops it too; one that fails is not kept, and the next request tries again.
 */
export class ContentMemo<V> {
  readonly #kept: LRUCache<string, Promise<V>>;

  constructor(changes: ContentChanges, max: number) {
    const kept = new LRUCache<string, Promise<V>>({ max });
    changes.onChange(() => kept.clear());
    this.#kept = kept;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The value kept for `key`, else `compute`'s, kept from now on. */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.#kept.get(key);
    if (kept) return kept;
    const computing = compute();
    this.#kept.set(key, computing);
    computing.catch(() => this.#kept.peek(key) === computing && this.#kept.delete(key));
    return computing;
  }
}
