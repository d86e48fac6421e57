import { z } from 'zod';
import { idParam } from '../common.ts';
import { adminListQuery, calendarDate } from './content-common.ts';

/* The audit log (`/api/v1/admin/audit-log`), read only. */

export const auditLogEntry = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable().describe('Null once the staff user is deleted'),
  username: z.string(),
  via: z
    .enum(['scheduler'])
    .nullable()
    .describe(
      '`scheduler`: the scheduler ran it, on behalf of the user named (who scheduled it); null: the user did it',
    ),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string(),
  title: z.string().describe('The record’s name or title when the entry was written; empty when it has none'),
  changes: z
    .record(z.string(), z.unknown())
    .describe('Updates: {field: {from, to}}; creates and deletes: the record'),
  ip: z.string(),
  createTime: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const AUDIT_LOG_SORT_FIELDS = ['createTime', 'id'] as const;
export const auditLogListQuery = adminListQuery(AUDIT_LOG_SORT_FIELDS).extend({
  resource: z.string().trim().max(50).optional(),
  userId: idParam.optional(),
  action: z.string().trim().max(50).optional(),
  dateFrom: calendarDate.optional().describe('On or after this day (UTC)'),
  dateTo: calendarDate.optional().describe('On or before this day (UTC)'),
});
export type AuditLogListQuery = z.output<typeof auditLogListQuery>;
