import { createHash } from 'node:crypto';
import type { Lang } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';
import { dayIn } from '../../lib/site-day.ts';
import { CounterBuffer } from './counter-buffer.ts';
import { countedPath } from './site-paths.ts';
import {
  type DetailTables,
  type DownloadKey,
  type PageViewKey,
  StatsRepository,
} from './stats.repository.ts';

/**
 * Clients remembered as counted today, per process: at about 150 bytes each, a few MiB. A client
 * forgotten early (a flood of new ones) may count once more; one counted by another process of a
 * cluster may count once per process.
 */
const COUNTED_CLIENTS = 20_000;

/** Who asked, as a counted view or download remembers them: address and browser, hashed. */
export interface StatsClient {
  ip: string;
  userAgent?: string;
}

/**
 * Page views (sent by the site's beacon) and downloads (counted where files are served), per
 * calendar day in the site's time zone. Counting is a map increment; the counts reach the
 * database every two seconds (`CounterBuffer`), so the pages and downloads never wait for it.
 * Each client counts once a day per page (in each language) and per file, so figures cannot be
 * inflated by repeating a request; a client is its address and browser, kept only as a hash.
 */
export class StatsService {
  readonly repository: StatsRepository;
  readonly #timeZone: string;
  readonly #views: CounterBuffer<PageViewKey>;
  readonly #downloads: CounterBuffer<DownloadKey>;
  readonly #counted = new LRUCache<string, true>({ max: COUNTED_CLIENTS });

  constructor(
    db: Kysely<Database>,
    options: { timeZone: string; detailTables: DetailTables; onError: (error: unknown) => void },
  ) {
    this.repository = new StatsRepository(db, options.detailTables);
    this.#timeZone = options.timeZone;
    this.#views = new CounterBuffer({
      write: (rows) => this.repository.addPageViews(rows),
      onError: options.onError,
    });
    this.#downloads = new CounterBuffer({
      write: (rows) => this.repository.addDownloads(rows),
      onError: options.onError,
    });
  }

  get timeZone(): string {
    return this.#timeZone;
  }

  /**
   * Counts a view of `path` by `client`, once a day; false (and nothing counted) when it is not a
   * page of the site.
   */
  recordView(path: string, lang: Lang, client: StatsClient, at: Date | number = Date.now()): boolean {
    const counted = countedPath(path);
    if (!counted) return false;
    const day = dayIn(this.#timeZone, at);
    const key = `${day}\n${lang}\n${counted}`;
    if (this.#firstToday(client, `view\n${key}`)) this.#views.add(key, { day, path: counted, lang });
    return true;
  }

  /** Counts a download of the file by `client`, once a day. */
  recordDownload(fileId: number, client: StatsClient, at: Date | number = Date.now()): void {
    const day = dayIn(this.#timeZone, at);
    const key = `${day}\n${fileId}`;
    if (this.#firstToday(client, `download\n${key}`)) this.#downloads.add(key, { day, fileId });
  }

  /** Whether `client` is counted for `what` (which names the day) for the first time; remembers it. */
  #firstToday(client: StatsClient, what: string): boolean {
    const key = createHash('sha256')
      .update(`${client.ip}\n${client.userAgent ?? ''}\n${what}`)
      .digest('base64url');
    if (this.#counted.has(key)) return false;
    this.#counted.set(key, true);
    return true;
  }

  /** Stores this process's counts so far (the dashboards read after it; the server closing too). */
  async flush(): Promise<void> {
    await Promise.all([this.#views.flush(), this.#downloads.flush()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.#views.close(), this.#downloads.close()]);
  }
}
