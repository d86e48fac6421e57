import dayjs from 'dayjs';
import { currentLocale, type UiLocale } from '../locales/index.ts';

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

export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '';
}
