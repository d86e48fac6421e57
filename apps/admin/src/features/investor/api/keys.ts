import type { Query } from '../../../lib/api-client.ts';

export const investorKeys = {
  all: ['investor'] as const,
  list: (query: Query) => ['investor', 'list', query] as const,
};
