import type { Query } from '../../../lib/api-client.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: (query: Query) => ['news', 'list', query] as const,
};
