import type { Query } from '../../../lib/api-client.ts';

export const commentKeys = {
  all: ['comments'] as const,
  list: (query: Query) => ['comments', 'list', query] as const,
};
