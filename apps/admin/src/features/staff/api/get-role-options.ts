import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

export interface RoleOption {
  label: string;
  value: number;
}

export const getRoleOptions = () => api.get<RoleOption[]>(`${adminUrl('staff')}/role-options`);

/** Roles change on another page: the key starts with `roles` so their writes make it stale. */
export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['roles', 'options'] as const, queryFn: getRoleOptions });

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions());
