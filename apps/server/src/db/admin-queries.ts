import { isLang } from '@coresense/shared';
import type { I18n } from './column-types.ts';

/*
 * Helpers for the back-office reads of the bilingual content tables, where every record is
 * listed whatever its languages and publication.
 */

/** ProTable's sort order as SQL's; `fallback` when the editor chose none. */
export function sortDirection(order: 'ascend' | 'descend' | undefined, fallback: 'asc' | 'desc' = 'asc') {
  if (order === undefined) return fallback;
  return order === 'descend' ? 'desc' : 'asc';
}

/**
 * The back-office list's sort columns of a type the editors put in order by hand (its `sort`),
 * by sort field: that order when the editor chose none.
 */
export const HAND_ORDER_SORT_COLUMNS = {
  sort: 'sort',
  id: 'id',
  createTime: 'created_at',
  updateTime: 'updated_at',
} as const;

/** Per-language rows of several records, `{owner, lang, data}`, as each record's `i18n`. */
export function groupTexts<Text>(
  ownerIds: readonly number[],
  rows: ReadonlyArray<{ owner: number; lang: string; data: string }>,
): Map<number, I18n<Text>> {
  const texts = new Map<number, I18n<Text>>(ownerIds.map((id) => [id, {}]));
  for (const row of rows) {
    const i18n = texts.get(row.owner);
    if (i18n && isLang(row.lang)) i18n[row.lang] = JSON.parse(row.data) as Text;
  }
  return texts;
}
