import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { databaseOptionsFrom, migrateToLatest, openDatabase } from './db/database.ts';
import { checkFileStore, createFileStore } from './lib/file-stores.ts';
import { BlockService } from './modules/blocks/blocks.service.ts';
import { ensurePrivacyPolicy } from './modules/blocks/privacy-policy.ts';
import { SearchIndex } from './modules/search/search-index.ts';
import { ensureInitialAdmin } from './modules/staff/initial-admin.ts';
import { describeSummary, seedDemoContentIfEmpty } from './seed/seed.ts';
import { createServices } from './services.ts';

/**
 * Migrations, the first administrator, the privacy policy's first text and the demo content, once, before the server serves:
 * by the single process, or by the primary before any worker starts, so workers never race.
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<void> {
  // Before the database: a store that cannot be used stops the start with nothing changed.
  const fileStore = await createFileStore(config);
  await checkFileStore(fileStore, config);
  const database = openDatabase(databaseOptionsFrom(config));
  try {
    await migrateToLatest(database.db);
    await ensureInitialAdmin(database.db, config, logger);
    if (config.seedDemo) {
      const services = createServices({ config, database, fileStore });
      const seeded = await seedDemoContentIfEmpty({ db: database.db, services, fileStore });
      if (seeded) logger.info(`empty database: seeded demo content (${describeSummary(seeded)})`);
    }
    // After the demo seed, which needs an empty database and writes the policy itself.
    await ensurePrivacyPolicy(new BlockService(database.db));
    if (await new SearchIndex().ensureBuilt(database.db)) logger.info('site search index built');
  } finally {
    await database.close();
  }
}
