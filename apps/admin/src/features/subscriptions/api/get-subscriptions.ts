import type { AdminSubscription, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { currentLocale, localeToLang } from '../../../locales/index.ts';
import { subscriptionKeys } from './keys.ts';

/** A page of subscriptions; the products followed are named in the interface's language. */
export const getSubscriptions = (query: Query) =>
  api.get<Paged<AdminSubscription>>(adminUrl('subscriptions'), {
    lang: localeToLang(currentLocale),
    ...query,
  });

export const subscriptionsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: subscriptionKeys.list(query), queryFn: () => getSubscriptions(query) });
