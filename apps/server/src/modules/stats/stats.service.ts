import type { Lang } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dayIn } from '../../lib/site-day.ts';
import { CounterBuffer } from './counter-buffer.ts';
import { countedPath } from './site-paths.ts';
import { type DownloadKey, type PageViewKey, StatsRepository } from './stats.repository.ts';

/**
 * Page views (sent by the site's beacon) and downloads (counted where files are served), per
 * calendar day in the site's time zone. Counting is a map increment; the counts reach the
 * database every two seconds (`CounterBuffer`), so the pages and downloads never wait for it.
 */
export class StatsService {
  readonly repository: StatsRepository;
  readonly #timeZone: string;
  readonly #views: CounterBuffer<PageViewKey>;
  readonly #downloads: CounterBuffer<DownloadKey>;

  constructor(db: Kysely<Database>, options: { timeZone: string; onError: (error: unknown) => void }) {
    this.repository = new StatsRepository(db);
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

  /** Counts a view of `path`; false (and nothing counted) when it is not a page of the site. */
  recordView(path: string, lang: Lang, at: Date | number = Date.now()): boolean {
    const counted = countedPath(path);
    if (!counted) return false;
    const day = dayIn(this.#timeZone, at);
    this.#views.add(`${day}\n${lang}\n${counted}`, { day, path: counted, lang });
    return true;
  }

  recordDownload(fileId: number, at: Date | number = Date.now()): void {
    const day = dayIn(this.#timeZone, at);
    this.#downloads.add(`${day}\n${fileId}`, { day, fileId });
  }

  /** Stores this process's counts so far (the dashboards read after it; the server closing too). */
  async flush(): Promise<void> {
    await Promise.all([this.#views.flush(), this.#downloads.flush()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.#views.close(), this.#downloads.close()]);
  }
}
