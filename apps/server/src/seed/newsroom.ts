import { LANGS, type Lang, type NewsI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { InvestorRepository } from '../modules/investor/investor.content-type.ts';
import { NewsRepository } from '../modules/news/news.repository.ts';
import { publishedAt } from './catalogue.ts';
import { EXHIBITIONS, type ExhibitionDemo } from './demo-content/exhibitions.ts';
import { INVESTOR_ITEMS, type InvestorDemo } from './demo-content/investor.ts';
import { NEWS } from './demo-content/news.ts';
import { bulletList, inLang, paragraphs, type Text } from './demo-content/text.ts';
import type { DemoFiles } from './demo-files.ts';
import { exhibitionCoverSvg, newsCoverSvg } from './images.ts';
import { reportPdf } from './pdf.ts';

function byLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

const bodyIn = (body: Text[], lang: Lang) => paragraphs(body.map((text) => inLang(text, lang)));

export async function seedNews(
  db: Kysely<Database>,
  files: DemoFiles,
  productCovers: Map<string, string>,
): Promise<number> {
  const news = new NewsRepository(db);
  for (const item of NEWS) {
    const cover =
      'product' in item.cover
        ? productCovers.get(item.cover.product)
        : await files.image(
            `news-${item.date}.svg`,
            newsCoverSvg(item.cover.motif, item.date.slice(0, 4), item.title.en),
          );
    if (cover === undefined) throw new Error(`Demo news names unknown product ${JSON.stringify(item.cover)}`);
    await news.create({
      type: 'news',
      enabled: true,
      startDate: null,
      endDate: null,
      createdAt: publishedAt(item.date),
      i18n: byLang(
        (lang): NewsI18n => ({
          title: inLang(item.title, lang),
          summary: inLang(item.summary, lang),
          cover,
          content: bodyIn(item.body, lang),
          address: '',
          booth: '',
        }),
      ),
    });
  }
  return NEWS.length;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "15–17 Apr 2025", or "28 Oct – 1 Nov 2025" across months. */
export function showDates(start: string, end: string): string {
  const [startYear, startMonth, startDay] = start.split('-').map(Number);
  const [endYear, endMonth, endDay] = end.split('-').map(Number);
  const month = (m: number | undefined) => MONTHS[(m ?? 1) - 1];
  if (startYear === endYear && startMonth === endMonth)
    return `${startDay}–${endDay} ${month(endMonth)} ${endYear}`;
  return `${startDay} ${month(startMonth)} – ${endDay} ${month(endMonth)} ${endYear}`;
}

export async function seedExhibitions(db: Kysely<Database>, files: DemoFiles): Promise<number> {
  const news = new NewsRepository(db);
  for (const show of EXHIBITIONS) {
    const cover = await files.image(
      `exhibition-${show.startDate}.svg`,
      exhibitionCoverSvg(show.label, show.city, showDates(show.startDate, show.endDate)),
    );
    await news.create({
      type: 'activity',
      enabled: true,
      startDate: show.startDate,
      endDate: show.endDate,
      createdAt: publishedAt(show.announced),
      i18n: byLang((lang): NewsI18n => exhibitionText(show, lang, cover)),
    });
  }
  return EXHIBITIONS.length;
}

function exhibitionText(show: ExhibitionDemo, lang: Lang, cover: string): NewsI18n {
  return {
    title: inLang(show.title, lang),
    summary: inLang(show.summary, lang),
    cover,
    content: bodyIn(show.body, lang),
    address: inLang(show.address, lang),
    booth: inLang(show.booth, lang),
  };
}

/** An investor item as its repository writes it, with its PDF stored; public from `createdAt`. */
export async function investorRecord(item: InvestorDemo, files: DemoFiles, createdAt: string) {
  const document = await reportPdf({
    kind: item.type === 'report' ? 'Report' : 'Announcement',
    title: item.title.en,
    date: item.publishDate,
    summary: item.summary.en,
    body: item.body.map((text) => text.en),
    figures: (item.figures ?? []).map((figure) => ({ label: figure.label.en, value: figure.value })),
  });
  const attachments = await files.pdf(item.fileName, document);
  return {
    type: item.type,
    enabled: true,
    createdAt,
    i18n: byLang((lang) => {
      const colon = lang === 'zh_CN' ? '：' : ': ';
      const figures = item.figures?.length
        ? bulletList(item.figures.map((figure) => `${inLang(figure.label, lang)}${colon}${figure.value}`))
        : '';
      return {
        title: inLang(item.title, lang),
        summary: inLang(item.summary, lang),
        content: bodyIn(item.body, lang) + figures,
        publishDate: item.publishDate,
        files: [attachments[lang]],
      };
    }),
  };
}

export async function seedInvestorItems(db: Kysely<Database>, files: DemoFiles): Promise<number> {
  const investor = new InvestorRepository(db);
  for (const item of INVESTOR_ITEMS) {
    await investor.create(await investorRecord(item, files, publishedAt(item.publishDate)));
  }
  return INVESTOR_ITEMS.length;
}
