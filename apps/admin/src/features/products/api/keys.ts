import type { Query } from '../../../lib/api-client.ts';

export const productKeys = {
  all: ['products'] as const,
  list: (query: Query) => ['products', 'list', query] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
  categoryOptions: ['product-categories', 'options'] as const,
};
