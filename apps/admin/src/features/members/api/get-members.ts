import type { AdminMember, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { memberKeys } from './keys.ts';

export const getMembers = (query: Query) => api.get<Paged<AdminMember>>(adminUrl('members'), query);

export const membersQueryOptions = (query: Query) =>
  queryOptions({ queryKey: memberKeys.list(query), queryFn: () => getMembers(query) });
