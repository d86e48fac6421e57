import { LANGS, type Lang, type NewsI18n, newsI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { NEWS } from '../modules/news/news.content-type.ts';
import { SearchIndex } from '../modules/search/search-index.ts';
import { type GeneratedOptions, generator, pick, type Random } from './generator.ts';

/*
 * `npm run seed -- --news N`: fills the newsroom up to N news items (exhibitions not counted)
 * with generated ones in both languages, for measuring the news list, the sitemap and the
 * search on a large site. Item i is always the same (its generator is seeded with i), and its
 * text passes the editor's schema (`newsI18n`).
 */

/** Items per transaction: a multi-row insert of each table per batch. */
const BATCH = 500;
/** Generated news are spread over the years before the demo's: one item every few hours. */
const FIRST_DAY = Date.UTC(2015, 0, 1);
const HOUR = 3_600_000;

const TOPICS: ReadonlyArray<Record<Lang, string>> = [
  { zh_CN: '加速度计', en_US: 'accelerometer' },
  { zh_CN: '陀螺仪', en_US: 'gyroscope' },
  { zh_CN: '压力传感器', en_US: 'pressure sensor' },
  { zh_CN: '温湿度传感器', en_US: 'humidity and temperature sensor' },
  { zh_CN: '磁力计', en_US: 'magnetometer' },
  { zh_CN: '光照传感器', en_US: 'ambient light sensor' },
];
const EVENTS: ReadonlyArray<Record<Lang, string>> = [
  { zh_CN: '量产', en_US: 'enters volume production' },
  { zh_CN: '通过车规认证', en_US: 'passes automotive qualification' },
  { zh_CN: '样品开放申请', en_US: 'samples now available' },
  { zh_CN: '扩充产能', en_US: 'capacity expanded' },
];

function generatedNews(index: number, random: Random): Record<Lang, NewsI18n> {
  const topic = pick(random, TOPICS);
  const event = pick(random, EVENTS);
  const number = `N${String(index).padStart(6, '0')}`;
  return Object.fromEntries(
    LANGS.map((lang) => {
      const title =
        lang === 'zh_CN'
          ? `${topic.zh_CN}${event.zh_CN} (${number})`
          : `New ${topic.en_US} ${event.en_US} (${number})`;
      const summary =
        lang === 'zh_CN'
          ? `生成的新闻 ${number}，用于大规模测量。`
          : `Generated news item ${number} for measurements at scale.`;
      const text: NewsI18n = {
        title,
        summary,
        cover: '',
        content: `<p>${summary}</p>`,
        address: '',
        booth: '',
      };
      return [lang, newsI18n.parse(text)];
    }),
  ) as Record<Lang, NewsI18n>;
}

/** Adds generated news items until there are `total` of type `news`; answers how many it added. */
export async function seedGeneratedNews(
  db: Kysely<Database>,
  total: number,
  { reindex = true }: GeneratedOptions = {},
): Promise<number> {
  const existing = await db
    .selectFrom('news')
    .where('type', '=', 'news')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const first = Number(existing.count);
  if (first >= total) return 0;
  for (let start = first; start < total; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, total - start) }, (_, offset) => start + offset + 1);
    await db.transaction().execute(async (trx) => {
      const items = indexes.map((index) => {
        const random = generator(index);
        const at = new Date(FIRST_DAY + index * 3 * HOUR + Math.floor(random() * HOUR)).toISOString();
        return { at, i18n: generatedNews(index, random) };
      });
      const inserted = await trx
        .insertInto('news')
        .values(
          items.map(({ at }) => ({
            type: 'news',
            enabled: true,
            start_date: null,
            end_date: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('news_i18n')
        .values(items.flatMap((item, position) => NEWS.textRows(inserted[position]!.id, item.i18n)))
        .execute();
    });
  }
  // Written past the services that keep the site search's index in step.
  if (reindex) await new SearchIndex().rebuild(db);
  return total - first;
}
