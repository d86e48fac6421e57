import type { Query } from '../../../lib/api-client.ts';

export const contractKeys = {
  all: ['contracts'] as const,
  list: (query: Query) => ['contracts', 'list', query] as const,
};
