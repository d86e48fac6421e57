import { PeriodicTask } from '../../lib/periodic-task.ts';
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
export class TrashPurger extends PeriodicTask {
  constructor({ trash, report, intervalMs = PURGE_INTERVAL_MS, now = () => new Date() }: TrashPurgerOptions) {
    super({
      run: () => trash.purgeExpired(now(), report),
      report: (error) => report(error, 'trash: the look for expired records failed'),
      intervalMs,
    });
  }
}
