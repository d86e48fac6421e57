import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { type WorkerIpc, workerIpc } from '../../cluster/ipc.ts';

/**
 * Tells every server process that published content changed, so each can drop what it cached.
 * One process needs nothing more than an event emitter; the workers of one machine (WORKERS > 1)
 * tell each other through the cluster's primary; several machines share Redis pub/sub.
 */
export interface ContentEvents {
  publishChange(): Promise<void>;
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * Per database of Redis: pub/sub channels are shared by a server's databases, and sites (or test
 * runs) kept apart by database number must not drop each other's caches.
 */
const channelOf = (redis: Redis) => `coresense:content-changed:${redis.options.db ?? 0}`;

export function createLocalContentEvents(): ContentEvents {
  const emitter = new EventEmitter();
  return {
    async publishChange() {
      emitter.emit('change');
    },
    onChange(listener) {
      emitter.on('change', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisContentEvents(url: string): Promise<ContentEvents> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Named, so that an operator (or a test) can tell this process's subscription in CLIENT LIST.
  const subscriber = new Redis(url, { lazyConnect: true, connectionName: `coresense-events-${process.pid}` });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = createLocalContentEvents();
  const channel = channelOf(publisher);
  await subscriber.subscribe(channel);
  subscriber.on('message', (from) => {
    if (from === channel) void local.publishChange();
  });
  // Changes published while the connection was down were missed: once it is back (ioredis
  // subscribes again by itself), everything cached may be stale and is dropped.
  subscriber.on('ready', () => void local.publishChange());
  return {
    async publishChange() {
      // The local drop must not wait on Redis: this process's next read is already fresh.
      await local.publishChange();
      await publisher.publish(channel, String(process.pid));
    },
    onChange: local.onChange,
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/**
 * A worker of the cluster (WORKERS > 1, no Redis): clears its own cache at once, then has the
 * primary relay the change to every other worker. The change is answered only once the primary
 * has queued the relay, and it queues it ahead of any connection it hands a worker later, so a
 * request that follows the change's answer finds no stale copy on any worker.
 */
export function createClusterContentEvents(ipc: WorkerIpc = workerIpc()): ContentEvents {
  const local = createLocalContentEvents();
  const stop = ipc.onMessage((message) => {
    if (message.coresense === 'content-changed') void local.publishChange();
  });
  return {
    async publishChange() {
      await local.publishChange();
      await ipc.request({ coresense: 'content-changed' });
    },
    onChange: local.onChange,
    async close() {
      stop();
      await local.close();
    },
  };
}
