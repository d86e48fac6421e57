import { currentLocale, t } from '../../../locales/index.ts';

const integer = new Intl.NumberFormat(currentLocale);
const decimal = new Intl.NumberFormat(currentLocale, { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(currentLocale, { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => integer.format(value);
export const formatDecimal = (value: number) => decimal.format(value);
export const formatShare = (value: number) => percent.format(value);

/** Bytes in the largest binary unit that keeps a whole number in front. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}

export function formatUptime(seconds: number): string {
  return t('monitor.uptime.value', {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  });
}
