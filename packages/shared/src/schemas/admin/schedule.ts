import { z } from 'zod';
import { PUBLISHABLE, type Publishable } from '../../authorities.ts';
import { idParam, pagingQuery } from '../common.ts';
import { versionAuthor } from './versions.ts';

/* Scheduled publishing actions of the bilingual records and page blocks (contract §10). */

/** The resources whose records can be published per language, and so scheduled; `blocks` are the page blocks. */
export const SCHEDULED_RESOURCES = PUBLISHABLE;
export type ScheduledResource = Publishable;

export const SCHEDULED_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduledActionKind = (typeof SCHEDULED_ACTIONS)[number];

const lang = z.enum(['zh_CN', 'en_US']);

export const scheduledActionPath = z.object({ id: idParam });

/** `GET /api/v1/admin/schedule`: a page of the pending actions, of one record when it is named. */
export const scheduledActionsQuery = pagingQuery.extend({
  resource: z.enum(SCHEDULED_RESOURCES).optional().describe('Only the actions on this resource'),
  recordId: z
    .string()
    .max(50)
    .optional()
    .describe("Only the actions on this record (with `resource`): its id, or a block's type"),
});
export type ScheduledActionsQuery = z.output<typeof scheduledActionsQuery>;

export const scheduledAction = z.object({
  id: z.number().int(),
  resource: z.enum(SCHEDULED_RESOURCES),
  recordId: z
    .union([z.number().int(), z.string()])
    .describe("The record's id; for `blocks`, the block's type"),
  title: z
    .string()
    .describe("The record's name in the request's language, else in the other; '' for a page block"),
  langs: z.array(lang),
  action: z.enum(SCHEDULED_ACTIONS),
  at: z.string().describe('When it runs (ISO-8601 UTC)'),
  author: versionAuthor.describe('The staff member who scheduled it'),
});
export type ScheduledAction = z.infer<typeof scheduledAction>;
