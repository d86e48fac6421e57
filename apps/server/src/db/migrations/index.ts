import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './2026-11-22T00-initial.ts';

/** Every migration, in order; names are date-prefixed and never change once released. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T00-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
