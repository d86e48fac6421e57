import type { AdminProductCategory, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { categoryKeys } from './keys.ts';

export const getCategories = (query: Query) =>
  api.get<Paged<AdminProductCategory>>(adminUrl('product-categories'), query);

export const categoriesQueryOptions = (query: Query) =>
  queryOptions({ queryKey: categoryKeys.list(query), queryFn: () => getCategories(query) });
