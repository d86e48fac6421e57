import type { AuditLogEntry } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

export const getContractHistory = (id: number) =>
  api.get<AuditLogEntry[]>(`${adminUrl('contracts', id)}/history`);

/** Keyed under `contracts`, so every contract write makes the history fresh too. */
export const contractHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['contracts', 'history', id] as const, queryFn: () => getContractHistory(id) });

export const useContractHistory = (id: number) => useQuery(contractHistoryQueryOptions(id));
