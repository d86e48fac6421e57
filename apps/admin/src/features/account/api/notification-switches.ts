import type { NotificationSwitches } from '@coresense/shared/schemas/notices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const URL = '/api/v1/account/notifications';
export const notificationSwitchesKey = ['account', 'notifications'] as const;

export const getNotificationSwitches = () => api.get<NotificationSwitches>(URL);
export const saveNotificationSwitches = (switches: NotificationSwitches) =>
  api.put<NotificationSwitches>(URL, switches);

export const notificationSwitchesQueryOptions = () =>
  queryOptions({ queryKey: notificationSwitchesKey, queryFn: getNotificationSwitches });

export const useNotificationSwitches = () => useQuery(notificationSwitchesQueryOptions());

/** Saved as soon as a switch is flipped: shown at once, put back if the server refuses. */
export function useSaveNotificationSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSwitches,
    onMutate: async (switches) => {
      await queryClient.cancelQueries({ queryKey: notificationSwitchesKey });
      const before = queryClient.getQueryData<NotificationSwitches>(notificationSwitchesKey);
      queryClient.setQueryData(notificationSwitchesKey, switches);
      return { before };
    },
    onError: (_error, _switches, context) => {
      if (context?.before) queryClient.setQueryData(notificationSwitchesKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSwitchesKey, saved),
  });
}
