import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { isClusterWorker } from './cluster/ipc.ts';
import { runPrimary } from './cluster/primary.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptionsFrom, openDatabase } from './db/database.ts';
import {
  type ContentEvents,
  createClusterContentEvents,
  createLocalContentEvents,
  createRedisContentEvents,
} from './lib/cache/content-events.ts';
import { createFileStore } from './lib/file-stores.ts';
import { createLogger } from './lib/logger.ts';
import { prepareDatabase } from './startup.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // WORKERS > 1: this process prepares the database and forks the workers that serve (cluster/).
  if ((config.workers ?? 1) > 1 && cluster.isPrimary) return runPrimary(config, logger);
  // A worker finds the database migrated, the administrator created and the demo seeded.
  const worker = isClusterWorker(config);
  if (!worker) await prepareDatabase(config, logger);
  const database = openDatabase(databaseOptionsFrom(config));
  const contentEvents: ContentEvents = config.redisUrl
    ? await createRedisContentEvents(config.redisUrl)
    : worker
      ? createClusterContentEvents()
      : createLocalContentEvents();
  const app = await buildApp({
    config,
    database,
    fileStore: await createFileStore(config),
    logger,
    contentEvents,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // A keep-alive connection whose last request finishes after closing began would otherwise
    // hold the close open until its keep-alive timeout.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(reaper);
    logger.info('closed cleanly');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  if (worker) logger.debug({ address }, 'worker listening');
  else logger.info({ address, database: database.kind }, 'CoreSense server listening');
}

main().catch((error) => {
  // A store found unusable at start is a configuration problem, told as one.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
