import type { LayoutSettings } from '@coresense/shared/layout-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { latestSettings, settingsSaveScope, useSettingsChange } from '../../../hooks/use-settings-change.ts';
import { api } from '../../../lib/api-client.ts';
import { adoptLocale, type UiLocale } from '../../../locales/index.ts';

const URL = '/api/v1/account/settings';
export const layoutSettingsKey = ['layout-settings'] as const;

export const getLayoutSettings = (): Promise<LayoutSettings> => api.get<LayoutSettings>(URL);
export const saveLayoutSettings = (settings: LayoutSettings): Promise<LayoutSettings> =>
  api.put<LayoutSettings>(URL, settings);

/** Read once per page load: only this user changes them, through `useChangeLayoutSettings`. */
export const layoutSettingsQueryOptions = () =>
  queryOptions({
    queryKey: layoutSettingsKey,
    queryFn: getLayoutSettings,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useLayoutSettings = () => useQuery(layoutSettingsQueryOptions());

/** A change of the settings drawer, kept for the user (see `useSettingsChange`). */
export const useChangeLayoutSettings = () =>
  useSettingsChange<LayoutSettings>(layoutSettingsKey, saveLayoutSettings);

/**
 * A new language is stored first and then shown: the page reloads in it once the server has
 * it (queued behind any drawer change still on its way, which it keeps).
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: UiLocale) =>
      saveLayoutSettings({ ...latestSettings<LayoutSettings>(queryClient, layoutSettingsKey), locale }),
    scope: settingsSaveScope(layoutSettingsKey),
    onSuccess: (saved) => {
      adoptLocale(saved.locale);
    },
  });
}
