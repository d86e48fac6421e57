import { ConfigError, loadConfig } from '../config.ts';
import { databaseOptionsFrom, migrateToLatest, openDatabase } from '../db/database.ts';
import { checkFileStore, createFileStore } from '../lib/file-stores.ts';
import { createServices } from '../services.ts';
import { seedGeneratedProducts } from './generated-catalogue.ts';
import { clearContent } from './reset.ts';
import { describeSummary, seedDemoContent, seedDemoContentIfEmpty } from './seed.ts';

/*
 * `npm run seed` fills an empty database with the demo company; `npm run seed -- --reset` first
 * deletes all site content and stored files (staff, roles, sessions and enquiries stay).
 * `--products N` then fills the catalogue up to N products with generated ones (deterministic),
 * for measuring a large catalogue. A running server keeps cached answers for a few minutes;
 * restart it after a reset.
 */

const USAGE = 'Usage: npm run seed [-- [--reset] [--products N]]';

/** `--reset` and `--products N`; undefined when anything else is given. */
function parseArgs(args: string[]): { reset: boolean; products?: number } | undefined {
  let reset = false;
  let products: number | undefined;
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    if (arg === '--reset') reset = true;
    else if (arg === '--products' && /^\d{1,7}$/.test(args[at + 1] ?? '')) products = Number(args[++at]);
    else return undefined;
  }
  return { reset, products };
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(`Unknown arguments ${args.join(' ')}. ${USAGE}`);
    return 2;
  }
  const { reset, products } = parsed;
  const config = loadConfig();
  const fileStore = createFileStore(config);
  await checkFileStore(fileStore, config);
  const database = openDatabase(databaseOptionsFrom(config));
  try {
    await migrateToLatest(database.db);
    const services = createServices({ config, database, fileStore });
    const deps = { db: database.db, services, fileStore };
    let removedFiles = 0;
    if (reset) removedFiles = await clearContent(database.db, fileStore);
    const summary = reset ? await seedDemoContent(deps) : await seedDemoContentIfEmpty(deps);
    if (summary) {
      const cleared = reset ? `Reset content (${removedFiles} files removed), then seeded ` : 'Seeded ';
      console.log(`${cleared}${describeSummary(summary)} (${database.kind}).`);
    } else if (products === undefined) {
      console.log('The database already has content; nothing seeded (use --reset to replace it).');
    }
    if (products !== undefined) {
      const started = performance.now();
      const added = await seedGeneratedProducts(database.db, products);
      const took = Math.round(performance.now() - started);
      console.log(`Added ${added} generated products (catalogue of ${products} or more) in ${took} ms.`);
    }
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
