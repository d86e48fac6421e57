import type { Query } from '../../../lib/api-client.ts';

export const enquiryKeys = {
  all: ['enquiries'] as const,
  list: (query: Query) => ['enquiries', 'list', query] as const,
  detail: (id: number) => ['enquiries', 'detail', id] as const,
};
