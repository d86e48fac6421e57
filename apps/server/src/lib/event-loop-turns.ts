/**
 * Admits waiting work one piece per turn of the event loop, first come first served.
 *
 * A page render holds the process for a few milliseconds. Under load, letting every request read
 * in one turn render in that same turn made turns last 100 ms and more, and a new connection is
 * accepted only between turns (one at a time): visitors who had just connected waited seconds
 * while those already connected were served again and again. Admitting one render per turn puts
 * the network (accepting, reading) between every two renders, and the queue serves in arrival
 * order. See docs/decisions/2026-11-25-one-render-per-event-loop-turn.md.
 */
export class EventLoopTurns {
  readonly #waiting: Array<() => void> = [];
  #scheduled = false;

  /** Resolves in a later turn than the previous caller's, in the order of the calls. */
  next(): Promise<void> {
    return new Promise((admit) => {
      this.#waiting.push(admit);
      this.#schedule();
    });
  }

  /** Callers not yet admitted. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #schedule() {
    if (this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    // An immediate queued while immediates run waits for the next turn, after the network's.
    setImmediate(() => {
      this.#scheduled = false;
      this.#waiting.shift()?.();
      this.#schedule();
    });
  }
}
