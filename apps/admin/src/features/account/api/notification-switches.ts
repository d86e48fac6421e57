import type { NotificationSwitches } from '@coresense/shared/schemas/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSettingsChange } from '../../../hooks/use-settings-change.ts';
import { api } from '../../../lib/api-client.ts';

const URL = '/api/v1/account/notifications';
export const notificationSwitchesKey = ['account', 'notifications'] as const;

export const getNotificationSwitches = () => api.get<NotificationSwitches>(URL);
export const saveNotificationSwitches = (switches: NotificationSwitches) =>
  api.put<NotificationSwitches>(URL, switches);

export const notificationSwitchesQueryOptions = () =>
  queryOptions({ queryKey: notificationSwitchesKey, queryFn: getNotificationSwitches });

export const useNotificationSwitches = () => useQuery(notificationSwitchesQueryOptions());

/** Saved as soon as a switch is flipped (see `useSettingsChange`). */
export const useChangeNotificationSwitches = () =>
  useSettingsChange<NotificationSwitches>(notificationSwitchesKey, saveNotificationSwitches);
