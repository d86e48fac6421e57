import type { Query } from '../../../lib/api-client.ts';

export const memberKeys = {
  all: ['members'] as const,
  list: (query: Query) => ['members', 'list', query] as const,
};
