import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/resource-api.ts';
import type { Product, ProductInput } from '../types.ts';
import { categoryOptionsKey } from './get-category-options.ts';

/** Category options carry product counts, so every product write makes them stale too. */
export const productsApi = resourceApi<Product, ProductInput>('products', {
  create: [categoryOptionsKey],
  update: [categoryOptionsKey],
  remove: [categoryOptionsKey],
});

export const useProduct = (id: number | undefined) =>
  useQuery({ ...productsApi.get(id ?? 0), enabled: id !== undefined });
