import { z } from 'zod';
import { LANGS } from '../../lang.ts';

/*
 * Publication per language of the bilingual records and page blocks (contract §10): which
 * languages a save publishes, the publish and unpublish actions, and each record's state.
 */

const lang = z.enum(LANGS);

/** Languages named once each, in the order given. */
export const publishLangs = z
  .array(lang)
  .max(LANGS.length * 4)
  .transform((langs) => [...new Set(langs)]);

/**
 * What a save (`POST /admin/R`, `PUT /admin/R/{id}`, `POST /other/data/edit`) may carry beside
 * the record: the languages to publish with it. Absent: the languages already published, and any
 * newly written one when the record is enabled (as before publication per language); `[]`: a
 * draft, nothing public changes.
 */
export const savePublication = z.object({
  publish: publishLangs
    .optional()
    .describe(
      'Languages this save publishes; the others keep what they had published. Absent: the languages already published and, when enabled, any newly written one. []: a draft that changes nothing public',
    ),
});
export type SavePublication = z.output<typeof savePublication>;

/** `POST …/publish` and `POST …/unpublish`: at once, or at `at` (in the future). */
export const publicationRequest = z.object({
  langs: publishLangs.refine((langs) => langs.length > 0, 'required'),
  at: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('ISO-8601, in the future: schedule the action; absent: act at once'),
});
export type PublicationRequest = z.output<typeof publicationRequest>;

export const PUBLICATION_STATES = ['published', 'scheduled', 'draft'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const langPublication = z.object({
  state: z
    .enum(PUBLICATION_STATES)
    .describe(
      'published: a version is public (published, and the record not hidden); else scheduled: a publish is pending; else draft',
    ),
  publishedVersion: z
    .number()
    .int()
    .nullable()
    .describe(
      'The version published in this language, or null; public while the record is not hidden (`hidden` null)',
    ),
  publishedAt: z.string().nullable().describe('When it was published (ISO-8601 UTC), or null'),
  scheduledAt: z.string().nullable().describe('The time of the pending action, or null'),
  changed: z.boolean().describe('Whether the latest version differs from the one published'),
});
export type LangPublication = z.infer<typeof langPublication>;

/**
 * Why the public sees a record in no language whatever its publication: `record`, it is hidden
 * from the site (`enabled: false`, `POST …/visibility`); `parent`, what it belongs to is (a
 * product in a hidden category). The per-language publication is kept and is public again once
 * the record is shown.
 */
export const HIDDEN_REASONS = ['record', 'parent'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

export const hiddenReason = z
  .enum(HIDDEN_REASONS)
  .nullable()
  .describe(
    'Why the public sees the record in no language, whatever its publication: record (hidden from the site, enabled false), parent (a product whose category is hidden); null: each language is public as its publication says',
  );

/** `POST …/visibility`: hides the record from the site in every language, or shows it again, at once. */
export const visibilityRequest = z.object({
  enabled: z
    .boolean()
    .describe(
      'false: hidden in every language at once, publication kept; true: shown again, each language as published',
    ),
});
export type VisibilityRequest = z.output<typeof visibilityRequest>;

export const publication = z
  .object({ zh_CN: langPublication, en_US: langPublication })
  .describe('Where each language stands: the working copy against what the public sees');
export type Publication = z.infer<typeof publication>;
