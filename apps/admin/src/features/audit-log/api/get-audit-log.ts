import type { AuditLogEntry, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

export const getAuditLog = (query: Query) => api.get<Paged<AuditLogEntry>>(adminUrl('audit-log'), query);

/** Read only: nothing invalidates it, every table reload asks again. */
export const auditLogQueryOptions = (query: Query) =>
  queryOptions({ queryKey: ['audit-log', 'list', query] as const, queryFn: () => getAuditLog(query) });
