import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { SearchFts } from './search-fts.ts';

/**
 * How long a save waits at most before its rows are in SQLite's FTS tables. Searches meanwhile
 * scan the waiting rows, one by one: the shorter the wait, the fewer they are.
 */
const FTS_FLUSH_INTERVAL_MS = 1000;

/**
 * The site search's background side, in every process: SQLite's FTS tables catch up with the
 * index (`search-fts.ts`). A flush is one transaction that empties the queues it reads, so
 * processes flushing at once need no coordination.
 */
async function searchTasks(app: FastifyInstance) {
  const fts = new SearchFts(app.db);
  const flusher = new PeriodicTask({
    run: () => fts.flush(),
    report: (err) => app.log.error({ err }, 'search: updating the full-text tables failed; tried again'),
    intervalMs: FTS_FLUSH_INTERVAL_MS,
  });
  app.addHook('onReady', async () => {
    flusher.start();
  });
  app.addHook('preClose', async () => {
    await flusher.stop();
  });
}

export default fp(searchTasks, { name: 'search-tasks' });
