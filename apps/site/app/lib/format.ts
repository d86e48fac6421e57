import type { Lang } from '@coresense/shared/lang';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** China has no daylight saving: a fixed offset gives the same date on the server and in any browser. */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

function calendarParts(value: string): [number, number, number] | undefined {
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendar) return [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  const local = new Date(time + CHINA_OFFSET_MS);
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
}

/** `2026年11月22日` in Chinese, `22 Nov 2026` in English; takes ISO times or `YYYY-MM-DD`. */
export function formatDate(value: string | null | undefined, lang: Lang): string {
  if (!value) return '';
  const parts = calendarParts(value);
  if (!parts) return value;
  const [year, month, day] = parts;
  return lang === 'zh_CN' ? `${year}年${month}月${day}日` : `${day} ${MONTHS[month - 1]} ${year}`;
}

/** `formatDate` with the time of day (China time, as the dates), e.g. `2026年11月22日 14:05`. */
export function formatDateTime(value: string, lang: Lang): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const clock = new Date(time + CHINA_OFFSET_MS).toISOString().slice(11, 16);
  return `${formatDate(value, lang)} ${clock}`;
}

/**
 * A moment on the clock of `timeZone`, the zone named after it: `2026年11月22日 14:05（Asia/Shanghai）`,
 * `22 Nov 2026 14:05 (Asia/Shanghai)`. For text written on the server (the preview bar).
 */
export function formatZonedDateTime(value: string, lang: Lang, timeZone: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  const clock = `${parts.hour}:${parts.minute}`;
  return lang === 'zh_CN'
    ? `${formatDate(day, lang)} ${clock}（${timeZone}）`
    : `${formatDate(day, lang)} ${clock} (${timeZone})`;
}

/** The dates of a range as shown: one when start and end are the same day or one is missing. */
export function dateRangeParts(
  start: string | null | undefined,
  end: string | null | undefined,
  lang: Lang,
): string[] {
  const from = formatDate(start, lang);
  const to = formatDate(end, lang);
  if (!from || !to || from === to) return [from || to].filter(Boolean);
  return [from, to];
}

/** History entries are `YYYY` or `YYYY-MM`. */
export function formatHistoryTime(time: string, lang: Lang): string {
  const [year, month] = time.split('-');
  if (!month) return lang === 'zh_CN' ? `${year}年` : (year ?? time);
  return lang === 'zh_CN' ? `${year}年${Number(month)}月` : `${MONTHS[Number(month) - 1]} ${year}`;
}

/** Plain text of sanitised HTML, for table cells and descriptions. */
export function plainText(html: string, max = 160): string {
  const text = html
    // Items and paragraphs stay apart once the markup is gone.
    .replace(/<\/(li|p|h[1-6]|div)>\s*(?=<)/g, ' · ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s·]+|[\s·]+$/g, '')
    .replace(/(\s·)+/g, ' ·');
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
