import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { databaseOptionsFrom, migrateToLatest, openDatabase } from '../db/database.ts';
import { LocalFileStore } from '../lib/file-store.ts';
import { createServices } from '../services.ts';
import { clearContent } from './reset.ts';
import { describeSummary, seedDemoContent, seedDemoContentIfEmpty } from './seed.ts';

/*
 * `npm run seed` fills an empty database with the demo company; `npm run seed -- --reset` first
 * deletes all site content and stored files (staff, roles, sessions and enquiries stay).
 * A running server keeps cached answers for a few minutes; restart it after a reset.
 */

const USAGE = 'Usage: npm run seed [-- --reset]';

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
    return 2;
  }
  const reset = args.includes('--reset');
  const config = loadConfig();
  const database = openDatabase(databaseOptionsFrom(config));
  try {
    await migrateToLatest(database.db);
    const fileStore = new LocalFileStore(path.join(config.dataDir, 'files'));
    const services = createServices({ config, database, fileStore });
    const deps = { db: database.db, services, fileStore };
    let removedFiles = 0;
    if (reset) removedFiles = await clearContent(database.db, fileStore);
    const summary = reset ? await seedDemoContent(deps) : await seedDemoContentIfEmpty(deps);
    if (!summary) {
      console.log('The database already has content; nothing seeded (use --reset to replace it).');
      return 0;
    }
    const cleared = reset ? `Reset content (${removedFiles} files removed), then seeded ` : 'Seeded ';
    console.log(`${cleared}${describeSummary(summary)} (${database.kind}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Seeding failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
