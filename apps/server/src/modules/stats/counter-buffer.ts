/**
 * Counts kept in memory and added to the database in one statement every few seconds: a page
 * view then costs a map increment, not a write, and a burst of views of one page on one day is
 * one upsert. What a crash loses is at most one interval of counts; a failed flush keeps its
 * counts for the next one. Each process (each worker of WORKERS=N) flushes its own: the upserts
 * add to the stored count, so the processes never overwrite each other.
 */
export class CounterBuffer<Key> {
  readonly #pending = new Map<string, { key: Key; count: number }>();
  readonly #write: (rows: Array<{ key: Key; count: number }>) => Promise<void>;
  readonly #onError: (error: unknown) => void;
  readonly #maxKeys: number;
  readonly #timer: NodeJS.Timeout;
  #flushing: Promise<void> | undefined;

  constructor(options: {
    write: (rows: Array<{ key: Key; count: number }>) => Promise<void>;
    onError: (error: unknown) => void;
    intervalMs?: number;
    /** Distinct keys that make a flush start at once rather than wait for the timer. */
    maxKeys?: number;
  }) {
    this.#write = options.write;
    this.#onError = options.onError;
    this.#maxKeys = options.maxKeys ?? 5000;
    this.#timer = setInterval(() => void this.flush().catch(this.#onError), options.intervalMs ?? 2000);
    // Counting never keeps the process alive; close() writes what is left.
    this.#timer.unref();
  }

  add(id: string, key: Key): void {
    const entry = this.#pending.get(id);
    if (entry) entry.count += 1;
    else this.#pending.set(id, { key, count: 1 });
    if (this.#pending.size >= this.#maxKeys) void this.flush().catch(this.#onError);
  }

  /** Writes every count so far; resolves once they are stored (or kept again after a failure). */
  async flush(): Promise<void> {
    // One write at a time, so a count is never added twice nor lost between two flushes.
    while (this.#flushing) await this.#flushing.catch(() => {});
    if (this.#pending.size === 0) return;
    const taken = [...this.#pending.entries()];
    this.#pending.clear();
    this.#flushing = this.#write(taken.map(([, entry]) => entry))
      .catch((error) => {
        for (const [id, entry] of taken) {
          const now = this.#pending.get(id);
          if (now) now.count += entry.count;
          else this.#pending.set(id, entry);
        }
        throw error;
      })
      .finally(() => {
        this.#flushing = undefined;
      });
    await this.#flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
