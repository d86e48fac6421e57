import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import type { Product } from '../types.ts';
import { productKeys } from './keys.ts';

export const getProduct = (id: number) => api.get<Product>(adminUrl('products', id));

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });

export const useProduct = (id: number | undefined) =>
  useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
