import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { currentLocale, type UiLocale } from '../locales/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * How each language writes a date (product-spec §9: `YYYY年M月D日` in Chinese, `D/M/YYYY` in
 * Portuguese; English as Americans write it). Every date the back-office shows goes through here.
 */
const DATE_FORMATS: Record<UiLocale, string> = {
  'zh-CN': 'YYYY年M月D日',
  'zh-TW': 'YYYY年M月D日',
  'en-US': 'MMM D, YYYY',
  'pt-BR': 'D/M/YYYY',
};

export const DATE_FORMAT = DATE_FORMATS[currentLocale];
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

/*
 * Times are shown and taken on the site's clock (the server's SITE_TIME_ZONE, which the signed-in
 * user's answer names), whatever the browser's: a save the preview bar says was at 09:14 is 09:14
 * in the editor too, and a schedule set for 10:00 runs at 10:00 on the site's calendar.
 */
let siteTimeZone: string | undefined;

/** Set once the signed-in user's answer has named the site's zone; before that the browser's is used. */
export function setSiteTimeZone(zone: string): void {
  siteTimeZone = zone;
}

/** A moment on the site's clock. */
export function inSiteTime(value: string | Date | Dayjs): Dayjs {
  return siteTimeZone ? dayjs(value).tz(siteTimeZone) : dayjs(value);
}

/** Now, on the site's clock. */
export const siteNow = (): Dayjs => inSiteTime(new Date());

/**
 * The moment a date picker's wall-clock value stands for on the site's clock (a picker's value
 * is in the browser's zone: its year to minute are read as the site's).
 */
export function fromSiteWallClock(picked: Dayjs): Dayjs {
  return siteTimeZone ? dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss'), siteTimeZone) : picked;
}

/** The site's zone named for a person, with its offset at `at` (summer time counts): `Asia/Shanghai (UTC+08:00)`. */
export function siteTimeZoneLabel(at: string | Date | Dayjs = new Date()): string {
  const zone = siteTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${zone} (UTC${inSiteTime(at).format('Z')})`;
}

/** A calendar day (`YYYY-MM-DD`) is no moment: it is shown as written, in any zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return dayjs(value).format(DATE_FORMAT);
  return inSiteTime(value).format(DATE_FORMAT);
}

export function formatDateTime(value: string | Date | Dayjs | null | undefined): string {
  return value ? inSiteTime(value).format(DATE_TIME_FORMAT) : '';
}

/** A time with the zone named, where a time alone would leave the reader guessing (a schedule). */
export function formatDateTimeWithZone(value: string | Date | Dayjs | null | undefined): string {
  return value ? `${formatDateTime(value)} ${siteTimeZoneLabel(value)}` : '';
}
