/**
 * Group commit: writes that arrive while a batch is being committed wait for the next batch, and
 * each batch is written in one transaction, so many callers share one durable commit (one fsync)
 * instead of paying for one each. Every caller is answered only after its batch has committed.
 */
export class GroupCommit<Item, Result> {
  readonly #commitBatch: (items: Item[]) => Promise<Result[]>;
  readonly #maxBatch: number;
  #pending: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }> = [];
  #committing = false;

  /** `commitBatch` writes all items in one transaction and answers their results in order. */
  constructor(commitBatch: (items: Item[]) => Promise<Result[]>, maxBatch = 200) {
    this.#commitBatch = commitBatch;
    this.#maxBatch = maxBatch;
  }

  write(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ item, resolve, reject });
      if (!this.#committing) {
        this.#committing = true;
        // Let the requests already parsed in this turn of the event loop join the batch.
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0, this.#maxBatch);
      try {
        const results = await this.#commitBatch(batch.map((entry) => entry.item));
        for (const [index, entry] of batch.entries()) entry.resolve(results[index] as Result);
      } catch (error) {
        if (batch.length === 1) {
          batch[0]?.reject(error);
          continue;
        }
        // One bad write must not fail its neighbours: retry each alone.
        for (const entry of batch) {
          try {
            const [result] = await this.#commitBatch([entry.item]);
            entry.resolve(result as Result);
          } catch (single) {
            entry.reject(single);
          }
        }
      }
    }
    this.#committing = false;
  }
}
