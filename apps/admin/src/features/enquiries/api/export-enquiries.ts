import { type Query, toQueryString } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { currentLocale, localeToLang } from '../../../locales/index.ts';

/**
 * The CSV of the filtered list: a plain link, so the browser downloads it with the server's
 * file name and the session cookie. Paging is dropped (the export takes every match); the
 * headings come in the interface language.
 */
export function exportEnquiriesUrl(query: Query): string {
  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = query;
  return `${adminUrl('enquiries')}/export.csv${toQueryString({ lang: localeToLang(currentLocale), ...filters })}`;
}
