import { z } from 'zod';
import { LANGS, type Lang } from '../../lang.ts';
import { isoDate, keywordQuery, pagingQuery } from '../common.ts';
import { hiddenReason, publication } from './publication.ts';

/*
 * Pieces shared by the back-office schemas of the bilingual content resources (contract §5):
 * list queries with ProTable's sorting, the `i18n` map and the fields every record answers.
 */

/** Largest value a 32-bit integer column holds; ids and sort keys beyond it cannot be stored. */
export const MAX_INT32 = 2_147_483_647;

export const recordId = z.number().int().positive().max(MAX_INT32);
export const sortKey = z.number().int().min(-1_000_000).max(1_000_000).default(0);

/** `YYYY-MM-DD` naming a day that exists (no 2025-02-30). */
export const calendarDate = isoDate.refine((value) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}, 'invalidDate');

export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A back-office list query: `pageNum`, `pageSize`, `keyword`, and sorting by one of
 * `sortFields` in ProTable's words (`sortOrder=ascend|descend`).
 */
export function adminListQuery<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return pagingQuery.extend(keywordQuery.shape).extend({
    sortField: z.enum(sortFields).optional(),
    sortOrder: z.enum(SORT_ORDERS).optional(),
  });
}

/** `true` or `false` given as query text. */
export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * A record's text per language as the editor sends it: each language optional (null counts as
 * absent), at least one present, each present one valid against `text`. Absent languages are
 * dropped, so the output names only the languages the record is written in.
 */
export function bilingualInput<T extends z.ZodType>(text: T) {
  return z
    .object({ zh_CN: text.nullish(), en_US: text.nullish() })
    .refine((i18n) => LANGS.some((lang) => i18n[lang] != null), 'required')
    .transform((i18n) => {
      const present: Partial<Record<Lang, z.output<T>>> = {};
      for (const lang of LANGS) {
        const value = i18n[lang];
        if (value != null) present[lang] = value as z.output<T>;
      }
      return present;
    });
}

/** A record's text per language as the back-office answers it: only the languages written. */
export function bilingualOutput<T extends z.ZodType>(text: T) {
  return z.object({ zh_CN: text.optional(), en_US: text.optional() });
}

/** Fields every bilingual back-office record answers besides its own. */
export const adminRecordFields = {
  id: z.number().int(),
  createTime: z.string().describe('ISO-8601 UTC'),
  updateTime: z.string().describe('ISO-8601 UTC'),
  incompleteLangs: z.array(z.enum(LANGS)).describe('Languages the record is not written in'),
  publication,
  hidden: hiddenReason,
};

export const deletedRecord = z.object({ id: z.number().int() });

/**
 * The back-office body and record of a bilingual type from its text and its own fields: the body
 * takes the fields as `input` checks them and the text per language, the record answers them as
 * `output` shapes them beside the fields every record answers.
 */
export function bilingualRecord<
  Text extends z.ZodType,
  Input extends z.ZodRawShape,
  Output extends z.ZodRawShape,
>(text: Text, fields: { input: Input; output: Output }) {
  return {
    input: z.object({ ...fields.input, i18n: bilingualInput(text) }),
    record: z.object({ ...adminRecordFields, ...fields.output, i18n: bilingualOutput(text) }),
  };
}
