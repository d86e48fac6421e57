import { ConfigError, loadConfig } from '../config.ts';
import { databaseOptionsFrom, migrateToLatest, openDatabase } from '../db/database.ts';
import { checkFileStore, createFileStore } from '../lib/file-stores.ts';
import { SearchIndex } from '../modules/search/search-index.ts';
import { createServices } from '../services.ts';
import { seedGeneratedProducts } from './generated-catalogue.ts';
import { seedGeneratedEnquiries } from './generated-enquiries.ts';
import { seedGeneratedNews } from './generated-news.ts';
import { clearContent } from './reset.ts';
import { describeSummary, seedDemoContent, seedDemoContentIfEmpty } from './seed.ts';

/*
 * `npm run seed` fills an empty database with the demo company; `npm run seed -- --reset` first
 * deletes all site content and stored files (staff, roles, sessions and enquiries stay).
 * `--products N` then fills the catalogue up to N products with generated ones (deterministic),
 * for measuring a large catalogue; `--news N` the newsroom up to N news items and
 * `--enquiries N` the inbox up to N enquiries, likewise. A running server keeps cached answers for a few minutes;
 * restart it after a reset.
 */

const USAGE = 'Usage: npm run seed [-- [--reset] [--products N] [--news N] [--enquiries N]]';

/** How many generated records of each kind to fill up to. */
const GENERATED = ['products', 'news', 'enquiries'] as const;
type Generated = Partial<Record<(typeof GENERATED)[number], number>>;

/** `--reset` and the generated counts; undefined when anything else is given. */
function parseArgs(args: string[]): { reset: boolean; generated: Generated } | undefined {
  let reset = false;
  const generated: Generated = {};
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    const kind = GENERATED.find((name) => arg === `--${name}`);
    if (arg === '--reset') reset = true;
    else if (kind && /^\d{1,7}$/.test(args[at + 1] ?? '')) generated[kind] = Number(args[++at]);
    else return undefined;
  }
  return { reset, generated };
}

/** Runs one generator, saying what it added and how long it took. */
async function timed(what: string, total: number, seed: () => Promise<number>) {
  const started = performance.now();
  const added = await seed();
  const took = Math.round(performance.now() - started);
  console.log(`Added ${added} generated ${what} (${total} or more in all) in ${took} ms.`);
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(`Unknown arguments ${args.join(' ')}. ${USAGE}`);
    return 2;
  }
  const { reset, generated } = parsed;
  const config = loadConfig();
  const fileStore = await createFileStore(config);
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
    } else if (Object.keys(generated).length === 0) {
      console.log('The database already has content; nothing seeded (use --reset to replace it).');
    }
    const { products, news, enquiries } = generated;
    const db = database.db;
    const once = { reindex: false };
    if (products !== undefined)
      await timed('products', products, () => seedGeneratedProducts(db, products, once));
    if (news !== undefined) await timed('news items', news, () => seedGeneratedNews(db, news, once));
    if (products !== undefined || news !== undefined) {
      const started = performance.now();
      await new SearchIndex().rebuild(db);
      console.log(`Rebuilt the site search's index in ${Math.round(performance.now() - started)} ms.`);
    }
    if (enquiries !== undefined)
      await timed('enquiries', enquiries, () => seedGeneratedEnquiries(db, enquiries));
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
