import type { Query } from '../../../lib/api-client.ts';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: (query: Query) => ['subscriptions', 'list', query] as const,
};
