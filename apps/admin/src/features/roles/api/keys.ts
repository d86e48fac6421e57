import type { Query } from '../../../lib/api-client.ts';

export const roleKeys = {
  all: ['roles'] as const,
  list: (query: Query) => ['roles', 'list', query] as const,
};
