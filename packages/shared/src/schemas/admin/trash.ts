import { z } from 'zod';
import { PUBLISHED_RESOURCES, type PublishedResource } from '../../authorities.ts';
import { idParam } from '../common.ts';

/* The trash of the bilingual records (contract §10): deleted records kept 30 days, restorable. */

/** The resources whose records go to the trash when deleted: the seven bilingual ones. */
export const TRASHED_RESOURCES = PUBLISHED_RESOURCES;
export type TrashedResource = PublishedResource;

/** How long a record stays in the trash before it is purged. */
export const TRASH_RETENTION_DAYS = 30;

export const trashPath = z.object({
  resource: z.enum(TRASHED_RESOURCES).describe('The resource the record belongs to'),
  id: idParam,
});

export const trashEntry = z.object({
  resource: z.enum(TRASHED_RESOURCES),
  id: z.number().int(),
  title: z.string().describe("The record's name in the request's language, else in the other"),
  deletedAt: z.string().describe('When it was deleted (ISO-8601 UTC)'),
  purgeAt: z
    .string()
    .describe(`When it will be purged for good (ISO-8601 UTC): ${TRASH_RETENTION_DAYS} days after deletedAt`),
  deletedBy: z
    .object({ id: z.number().int(), username: z.string(), name: z.string() })
    .describe('The staff member who deleted it; still named by username once that account is deleted'),
});
export type TrashEntry = z.infer<typeof trashEntry>;
