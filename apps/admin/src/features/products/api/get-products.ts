import type { Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import type { Product } from '../types.ts';
import { productKeys } from './keys.ts';

export const getProducts = (query: Query) => api.get<Paged<Product>>(adminUrl('products'), query);

export const productsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: productKeys.list(query), queryFn: () => getProducts(query) });
