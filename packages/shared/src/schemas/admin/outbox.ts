import { z } from 'zod';
import { pagingQuery } from '../common.ts';

/* The mail outbox as the back-office sees it (contract §9).
 * Imported by its path (`@coresense/shared/schemas/admin/…`), not through the index: the
 * index is in the back-office's first chunk, whose sign-in budget these screens need not share.
 */

/**
 * `waiting`: not sent yet, to be tried again; `sent`: handed to the SMTP server; `failed`: every
 * try used up without success, kept until someone resends it.
 */
export const OUTBOX_STATES = ['waiting', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** `GET /api/v1/admin/outbox`: a page of messages, newest first. */
export const outboxListQuery = pagingQuery.extend({
  state: z.enum(OUTBOX_STATES).optional().describe('Only the messages in this state'),
});
export type OutboxListQuery = z.output<typeof outboxListQuery>;

export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().describe("The last try's failure, '' when none failed"),
  createdAt: z.string(),
  nextAttemptAt: z.string().describe('When it is tried next (ISO-8601 UTC), unless sent or failed'),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** A page of the outbox, and whether this server sends mail at all. */
export const outboxPage = z.object({
  list: z.array(outboxMessage),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  smtpConfigured: z
    .boolean()
    .describe('False when the server has no SMTP_URL: every message waits in the outbox unsent'),
});
export type OutboxPage = z.infer<typeof outboxPage>;
