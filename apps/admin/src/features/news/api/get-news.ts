import type { AdminNews, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { newsKeys } from './keys.ts';

export const getNews = (query: Query) => api.get<Paged<AdminNews>>(adminUrl('news'), query);

export const newsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: newsKeys.list(query), queryFn: () => getNews(query) });
