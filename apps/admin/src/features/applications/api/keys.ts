import type { Query } from '../../../lib/api-client.ts';

export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: Query) => ['applications', 'list', query] as const,
};
