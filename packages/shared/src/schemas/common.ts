import { z } from 'zod';

/** A positive integer given as text (query or path), e.g. `?id=12`. */
export const idParam = z
  .string()
  .regex(/^\d{1,15}$/, 'invalidValue')
  .transform(Number)
  // A check with its bound, so the message can name it ("不能小于 1").
  .pipe(z.number().min(1));

export const idQuery = z.object({ id: idParam });
export const idPath = z.object({ id: idParam });

const intParam = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'invalidValue')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback);

export const pagingQuery = z.object({
  pageNum: intParam(1, 100_000, 1),
  pageSize: intParam(1, 100, 10),
});
export type PagingQuery = z.output<typeof pagingQuery>;

export const keywordQuery = z.object({
  keyword: z
    .string()
    .max(100)
    .optional()
    .transform((value) => value?.trim() || undefined),
});

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');

export const fileRef = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type FileRef = z.infer<typeof fileRef>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Paged<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * Keyset paging beside `pageNum` (back-office lists of a million rows): a page also answers the
 * cursors of its first and last rows, and the next or previous page is asked for `after` or
 * `before` one of them, read from an index wherever it lies, where `pageNum` alone makes the
 * database walk past every earlier row. `pageNum` is then only echoed back.
 */
const cursor = z
  .string()
  .max(500)
  .regex(/^[\w-]+$/);
export const keysetQuery = z.object({
  after: cursor.optional().describe('`nextCursor` of the page before: the page following it'),
  before: cursor.optional().describe('`prevCursor` of the page after: the page before it'),
});
export function keysetPaged<T extends z.ZodType>(item: T) {
  return paged(item).extend({
    prevCursor: z.string().nullable().describe('Ask `before` it for the previous page; null on the first'),
    nextCursor: z.string().nullable().describe('Ask `after` it for the next page; null on the last'),
  });
}
export interface KeysetPaged<T> extends Paged<T> {
  prevCursor: string | null;
  nextCursor: string | null;
}

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
