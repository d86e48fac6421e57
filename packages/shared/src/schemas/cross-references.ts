import { z } from 'zod';
import { LANGS, type Lang } from '../lang.ts';
import { optionalText, requiredName } from './admin/back-office-common.ts';
import { adminListQuery } from './admin/content-common.ts';
import {
  CROSS_REFERENCE_MATCHES,
  CROSS_REFERENCE_QUERY_MAX,
  CROSS_REFERENCE_QUERY_MIN,
} from './cross-reference-limits.ts';

/*
 * Cross-reference (contract §13): a competitor's part number and the product of ours that
 * replaces it. Back-office resource `cross-references` (under `products:read/write`), the public
 * `GET /api/v1/product/cross-reference` and the CSV import.
 */

export {
  CROSS_REFERENCE_MATCHES,
  CROSS_REFERENCE_QUERY_MAX,
  CROSS_REFERENCE_QUERY_MIN,
  type CrossReferenceMatch,
} from './cross-reference-limits.ts';

export const COMPETITOR_PART_MAX = 64;
export const CROSS_REFERENCE_NOTE_MAX = 500;

const crossReferenceText = z.object({ note: optionalText(CROSS_REFERENCE_NOTE_MAX) });
const crossReferenceTexts = z.object(
  Object.fromEntries(LANGS.map((lang) => [lang, crossReferenceText.default({ note: '' })])) as Record<
    Lang,
    z.ZodDefault<typeof crossReferenceText>
  >,
);

export const adminCrossReferenceInput = z.object({
  competitorPartNumber: requiredName(COMPETITOR_PART_MAX).describe(
    'Matched ignoring case, spaces and hyphens; unique per product',
  ),
  manufacturer: requiredName(100),
  productId: z.number().int().positive(),
  partNumber: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null)
    .describe('One of the product’s part numbers, or null for the product as a whole'),
  match: z.enum(CROSS_REFERENCE_MATCHES),
  i18n: crossReferenceTexts.default({ zh_CN: { note: '' }, en_US: { note: '' } }),
});
export type AdminCrossReferenceInput = z.input<typeof adminCrossReferenceInput>;

export const adminCrossReference = z.object({
  id: z.number().int(),
  competitorPartNumber: z.string(),
  manufacturer: z.string(),
  productId: z.number().int(),
  partNumber: z.string().nullable(),
  match: z.enum(CROSS_REFERENCE_MATCHES),
  i18n: z.object(
    Object.fromEntries(LANGS.map((lang) => [lang, z.object({ note: z.string() })])) as Record<
      Lang,
      z.ZodObject<{ note: z.ZodString }>
    >,
  ),
  product: z.object({ name: z.string(), model: z.string() }).describe('Read-only: the product in Chinese'),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminCrossReference = z.infer<typeof adminCrossReference>;

export const CROSS_REFERENCE_SORT_FIELDS = [
  'competitorPartNumber',
  'manufacturer',
  'match',
  'updateTime',
] as const;
export const adminCrossReferenceListQuery = adminListQuery(CROSS_REFERENCE_SORT_FIELDS).extend({
  manufacturer: z.string().trim().max(100).optional(),
  match: z.enum(CROSS_REFERENCE_MATCHES).optional(),
  productId: z.coerce.number().int().positive().optional(),
});
export type AdminCrossReferenceListQuery = z.output<typeof adminCrossReferenceListQuery>;

/** The CSV import's answer: how many rows were added and how many updated an existing reference. */
export const crossReferenceImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type CrossReferenceImportResult = z.infer<typeof crossReferenceImportResult>;

/**
 * The import's columns, in the template's order: the product by its model (ours, as on the
 * site), the notes one column per language.
 */
export const CROSS_REFERENCE_CSV_COLUMNS = [
  'competitorPartNumber',
  'manufacturer',
  'productModel',
  'partNumber',
  'match',
  ...LANGS.map((lang) => `note_${lang}` as const),
] as const;

export const crossReferenceQuery = z.object({
  q: z
    .string()
    .trim()
    .min(CROSS_REFERENCE_QUERY_MIN)
    .max(CROSS_REFERENCE_QUERY_MAX)
    .describe(
      `A competitor's part number or its start, ${CROSS_REFERENCE_QUERY_MIN}–${CROSS_REFERENCE_QUERY_MAX} characters`,
    ),
});

export const crossReferenceHit = z.object({
  competitorPartNumber: z.string(),
  manufacturer: z.string(),
  match: z.enum(CROSS_REFERENCE_MATCHES),
  note: z.string().describe('In the request’s language'),
  product: z.object({ id: z.number().int(), model: z.string(), name: z.string(), url: z.string() }),
  partNumber: z.string().nullable(),
});
export type CrossReferenceHit = z.infer<typeof crossReferenceHit>;

export const crossReferenceAnswer = z.object({ list: z.array(crossReferenceHit) });
export type CrossReferenceAnswer = z.infer<typeof crossReferenceAnswer>;
