import { z } from 'zod';
import { DOCUMENT_TYPES } from '../document-types.ts';
import {
  adminListQuery,
  adminRecordFields,
  bilingualInput,
  bilingualOutput,
  booleanQuery,
  calendarDate,
  recordId,
} from './admin/content-common.ts';
import { fileRef, idParam, keywordQuery, pagingQuery } from './common.ts';

/* Documents with numbers and revisions (contract §9): the public record and the back-office's. */

export { DOCUMENT_TYPES, type DocumentType } from '../document-types.ts';

/** The language the document itself is written in (its file), not the site's language. */
export const DOCUMENT_LANGS = ['zh_CN', 'en_US', 'both'] as const;
export type DocumentLang = (typeof DOCUMENT_LANGS)[number];

/** A document's text in one language: its title. */
export const documentI18n = z.object({ title: z.string().trim().min(1).max(200) });
export type DocumentI18n = z.output<typeof documentI18n>;

/** A document number such as `CS-DS-0012`: unique ignoring case, no spaces. */
export const documentNumber = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'invalidValue');

/** A revision's change note in one language. */
export const revisionNote = z.object({ changes: z.string().trim().max(4000) });
export type RevisionNote = z.output<typeof revisionNote>;

/** `POST /api/v1/admin/documents/{id}/revisions`, and a new document's first revision. */
export const adminRevisionInput = z.object({
  revision: z.string().trim().min(1).max(20).describe('a short text such as 1.2 or C'),
  date: calendarDate,
  fileId: recordId.describe('a file answered by POST /api/v1/admin/files'),
  i18n: bilingualInput(revisionNote),
});
export type AdminRevisionInput = z.input<typeof adminRevisionInput>;

export const adminRevision = z.object({
  id: z.number().int(),
  revision: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  file: fileRef,
  i18n: bilingualOutput(revisionNote),
  createTime: z.string().describe('ISO-8601 UTC'),
});
export type AdminRevision = z.infer<typeof adminRevision>;

const documentFields = {
  type: z.enum(DOCUMENT_TYPES),
  number: documentNumber,
  lang: z.enum(DOCUMENT_LANGS),
  productIds: z
    .array(recordId)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'alreadyTaken')
    .default([]),
  enabled: z.boolean(),
};

/**
 * The back-office body: `revision` is required on create (the first revision) and ignored on
 * `PUT`, where revisions are added through `…/{id}/revisions` and never rewritten.
 */
export const adminDocumentInput = z.object({
  ...documentFields,
  i18n: bilingualInput(documentI18n),
  revision: adminRevisionInput.optional(),
});
export type AdminDocumentInput = z.input<typeof adminDocumentInput>;

export const adminDocument = z.object({
  ...adminRecordFields,
  type: z.enum(DOCUMENT_TYPES),
  number: z.string(),
  lang: z.enum(DOCUMENT_LANGS),
  productIds: z.array(z.number().int()),
  enabled: z.boolean(),
  i18n: bilingualOutput(documentI18n),
  revisions: z.array(adminRevision).describe('newest first; the first is the latest revision'),
});
export type AdminDocument = z.infer<typeof adminDocument>;

export const DOCUMENT_SORT_FIELDS = ['date', 'number', 'id', 'createTime', 'updateTime'] as const;
export const adminDocumentListQuery = adminListQuery(DOCUMENT_SORT_FIELDS).extend({
  type: z.enum(DOCUMENT_TYPES).optional(),
  productId: idParam.optional(),
  enabled: booleanQuery.optional(),
});
export type AdminDocumentListQuery = z.output<typeof adminDocumentListQuery>;

/** One revision as the public reads it, in the request's language. */
export const documentRevision = z.object({
  revision: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  changes: z.string().describe("the change note in the request's language"),
  file: fileRef,
});
export type DocumentRevision = z.infer<typeof documentRevision>;

/** A published document (contract §9): its latest revision at the top, the earlier ones in `history`. */
export const documentRecord = z.object({
  id: z.number().int(),
  type: z.enum(DOCUMENT_TYPES),
  title: z.string(),
  number: z.string(),
  revision: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  lang: z.enum(DOCUMENT_LANGS),
  productIds: z.array(z.number().int()),
  file: fileRef,
  changes: z.string(),
  history: z.array(documentRevision).describe('the earlier revisions, newest first'),
});
export type DocumentRecord = z.infer<typeof documentRecord>;

/** An empty value is no filter, as an empty field of a GET form sends it. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `GET /api/v1/document/list`'s own filters (beside `lang` and paging). */
export const documentListQuery = pagingQuery.extend(keywordQuery.shape).extend({
  type: z.preprocess(blankAsAbsent, z.enum(DOCUMENT_TYPES).optional()),
  productId: z.preprocess(blankAsAbsent, idParam.optional()),
});
export type DocumentListQuery = z.output<typeof documentListQuery>;
