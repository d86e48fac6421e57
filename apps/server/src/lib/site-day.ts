/**
 * Calendar days in the site's time zone (SITE_TIME_ZONE, Asia/Shanghai unless set): a view at
 * 01:00 in Shanghai belongs to that day, not to the UTC day before it. Days are `YYYY-MM-DD`.
 */

export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

const FORMATS = {
  // en-CA writes dates as YYYY-MM-DD.
  day: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  // Every field of the clock as a number, midnight as hour 0.
  clock: [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  ],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The format of `kind` on the clock of `timeZone`, made once per zone. */
function formatIn(kind: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const [locale, options] = FORMATS[kind];
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day `instant` falls on in `timeZone`. */
export function dayIn(timeZone: string, instant: Date | number = Date.now()): string {
  return formatIn('day', timeZone).format(instant);
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = formatIn('clock', timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `instant` on the clock of `timeZone`, as ISO-8601 with its offset: `2026-02-11T07:30:00+08:00`. */
export function isoIn(timeZone: string, instant: Date | number | string): string {
  const time = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  const offset = offsetAt(timeZone, time);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${new Date(time + offset).toISOString().slice(0, 19)}${zone}`;
}

/** The instant `day` begins in `timeZone` (twice refined, so a change of offset that day is met). */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - offsetAt(timeZone, midnightUtc);
  return new Date(midnightUtc - offsetAt(timeZone, first));
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
