import type { Query } from '../../../lib/api-client.ts';

export const jobKeys = {
  all: ['recruit'] as const,
  list: (query: Query) => ['recruit', 'list', query] as const,
};
