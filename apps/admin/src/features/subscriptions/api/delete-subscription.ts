import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { subscriptionKeys } from './keys.ts';

export const deleteSubscription = (id: number) => api.delete<{ id: number }>(adminUrl('subscriptions', id));

export const useDeleteSubscription = () =>
  useInvalidatingMutation(deleteSubscription, [subscriptionKeys.all]);
