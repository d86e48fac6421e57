import type { AuditLogEntry, Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

export const getRecentChanges = () =>
  api.get<Paged<AuditLogEntry>>(adminUrl('audit-log'), {
    pageNum: 1,
    pageSize: 8,
    sortField: 'createTime',
    sortOrder: 'descend',
  });

export const recentChangesQueryOptions = () =>
  queryOptions({ queryKey: ['audit-log', 'recent'] as const, queryFn: getRecentChanges });

export const useRecentChanges = (enabled: boolean) => useQuery({ ...recentChangesQueryOptions(), enabled });
