import type { AdminComment, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { commentKeys } from './keys.ts';

export const getComments = (query: Query) => api.get<Paged<AdminComment>>(adminUrl('comments'), query);

export const commentsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: commentKeys.list(query), queryFn: () => getComments(query) });
