import type { TrashService } from './trash.service.ts';

/** How often each process looks for records kept in the trash past their 30 days. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface TrashPurgerOptions {
  trash: Pick<TrashService, 'purgeExpired'>;
  /** A look that failed, or a record that could not go yet; the next look tries again. */
  report(error: unknown, message: string): void;
  intervalMs?: number;
  now?: () => Date;
}

/**
 * Purges the trash's expired records (contract §10: kept 30 days, then purged) in every server
 * process that holds a database connection, beside the schedule runner (`schedule.plugin.ts`):
 * once when the app is ready, then every hour. Purging is idempotent, so processes and machines
 * looking at once need no coordination beyond each record's own transaction.
 */
export class TrashPurger {
  readonly #options: TrashPurgerOptions;
  readonly #intervalMs: number;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = true;

  constructor(options: TrashPurgerOptions) {
    this.#options = options;
    this.#intervalMs = options.intervalMs ?? PURGE_INTERVAL_MS;
    this.#now = options.now ?? (() => new Date());
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Stops looking; waits for a purge in progress to commit (or roll back). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.#options.trash
        .purgeExpired(this.#now(), this.#options.report)
        .catch((error) => this.#options.report(error, 'trash: the look for expired records failed'))
        .finally(() => this.#schedule(this.#intervalMs));
    }, delayMs);
    // The server keeps the process alive; a purger alone must not (a script, a test's stray app).
    this.#timer.unref();
  }
}
