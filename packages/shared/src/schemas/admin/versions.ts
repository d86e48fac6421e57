import { z } from 'zod';
import { idParam } from '../common.ts';
import { BLOCK_TYPES, type BlockType } from '../content.ts';
import { publication } from './publication.ts';

/* Versions and translation status of the bilingual records and page blocks (contract §10). */

const lang = z.enum(['zh_CN', 'en_US']);
const blockType = z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]);

export const versionNumber = idParam.describe('A version number, counting from 1');

export const versionPath = z.object({ id: idParam, v: versionNumber });
export const blockPath = z.object({ type: blockType });
export const blockVersionPath = z.object({ type: blockType, v: versionNumber });
export const versionDiffQuery = z.object({
  against: versionNumber.describe('The version compared with: `before` is its value'),
});

export const changedField = z.object({
  field: z.string().describe('A field of the back-office record'),
  lang: lang.nullable().describe('The language of a text field; null for a language-independent one'),
});

export const versionAuthor = z
  .object({ id: z.number().int(), username: z.string(), name: z.string() })
  .describe(
    'The staff member who saved it; `{id: 0, username: "system"}` for versions nobody saved through the back-office (demo content, records older than versions)',
  );

export const versionEntry = z.object({
  version: z.number().int(),
  createTime: z.string(),
  author: versionAuthor,
  changedFields: z.array(changedField),
  published: z
    .object({ zh_CN: z.boolean(), en_US: z.boolean() })
    .describe('Whether this version is the one public in that language now'),
});
export type VersionEntry = z.infer<typeof versionEntry>;

export const versionDiffEntry = changedField.extend({
  before: z.unknown().describe('The value in `against`; null when absent'),
  after: z.unknown().describe('The value in this version; null when absent'),
});
export type VersionDiffEntry = z.infer<typeof versionDiffEntry>;

export const adminBlockRecord = z.object({
  type: blockType,
  i18n: z
    .object({
      zh_CN: z.record(z.string(), z.unknown()).optional(),
      en_US: z.record(z.string(), z.unknown()).optional(),
    })
    .describe('The block in each language written'),
});
export type AdminBlockRecord = z.infer<typeof adminBlockRecord>;

/** A page block as the back-office reads it: the working copy and where each language stands. */
export const adminBlock = adminBlockRecord.extend({ publication });
export type AdminBlock = z.infer<typeof adminBlock>;

export const translationStatus = z.object({
  resource: z.string(),
  total: z.number().int(),
  written: z.object({ zh_CN: z.number().int(), en_US: z.number().int() }),
  published: z.object({ zh_CN: z.number().int(), en_US: z.number().int() }),
  missing: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      langs: z.array(lang).describe('The languages it lacks'),
    }),
  ),
});
export type TranslationStatus = z.infer<typeof translationStatus>;
