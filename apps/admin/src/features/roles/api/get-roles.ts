import type { AdminRole, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { roleKeys } from './keys.ts';

export const getRoles = (query: Query) => api.get<Paged<AdminRole>>(adminUrl('roles'), query);

export const rolesQueryOptions = (query: Query) =>
  queryOptions({ queryKey: roleKeys.list(query), queryFn: () => getRoles(query) });
