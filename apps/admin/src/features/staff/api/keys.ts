import type { Query } from '../../../lib/api-client.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: (query: Query) => ['staff', 'list', query] as const,
};
