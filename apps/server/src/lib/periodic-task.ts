export interface PeriodicTaskOptions {
  /** One pass. The next one starts `intervalMs` after it has settled, never beside it. */
  run(): Promise<unknown>;
  /** A pass that failed (threw or rejected); the next pass tries again. */
  report(error: unknown): void;
  intervalMs: number;
  /** From `start` to the first pass; at once unless said. */
  firstDelayMs?: number;
  /**
   * Whether a waiting timer holds the process open. No by default: the server keeps the process
   * alive, and a task alone must not (a script, a test's stray app).
   */
  keepsProcessAlive?: boolean;
}

/**
 * A background loop of one server process (the schedule runner, the trash purger, the mail
 * outbox): a pass, then a pause of `intervalMs`, then the next pass, from `start` until `stop`.
 */
export class PeriodicTask {
  readonly #options: PeriodicTaskOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = true;

  constructor(options: PeriodicTaskOptions) {
    this.#options = options;
  }

  /** Runs the first pass after `firstDelayMs`, then one every interval until `stop`; no-op if started. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(this.#options.firstDelayMs ?? 0);
  }

  /** Runs no further pass; waits for one in progress to settle. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    const { run, report, intervalMs, keepsProcessAlive = false } = this.#options;
    this.#timer = setTimeout(() => {
      // An async wrapper, so that a pass that throws before its first await is reported too.
      this.#running = (async () => run())()
        .catch((error) => report(error))
        .finally(() => this.#schedule(intervalMs));
    }, delayMs);
    if (!keepsProcessAlive) this.#timer.unref();
  }
}
