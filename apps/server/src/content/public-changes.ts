import type { Resource } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A record whose public state may have changed: its live rows were written. */
export interface PublicChange {
  resource: Resource;
  id: number;
}

/** Runs in the transaction of the change, so what it writes commits or rolls back with it. */
export type PublicChangeListener = (trx: Kysely<Database>, change: PublicChange) => Promise<void>;

/**
 * Tells what depends on public content (the site search's index, the change alerts) that a
 * record's live rows changed, inside the transaction that changed them: a save, a publish or
 * unpublish (by hand or scheduled), a hide or show, a move to the trash. Listeners read the
 * live rows themselves, so they see the state the transaction commits.
 */
export class PublicChanges {
  readonly #listeners: PublicChangeListener[] = [];

  listen(listener: PublicChangeListener): void {
    this.#listeners.push(listener);
  }

  async announce(trx: Kysely<Database>, change: PublicChange): Promise<void> {
    for (const listener of this.#listeners) await listener(trx, change);
  }
}
