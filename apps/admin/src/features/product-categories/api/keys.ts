import type { Query } from '../../../lib/api-client.ts';

export const categoryKeys = {
  all: ['product-categories'] as const,
  list: (query: Query) => ['product-categories', 'list', query] as const,
};
