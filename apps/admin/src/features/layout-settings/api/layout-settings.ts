import type { LayoutSettings } from '@coresense/shared/layout-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adoptLocale, type UiLocale } from '../../../locales/index.ts';

const URL = '/api/v1/account/settings';
export const layoutSettingsKey = ['layout-settings'] as const;

export const getLayoutSettings = (): Promise<LayoutSettings> => api.get<LayoutSettings>(URL);
export const saveLayoutSettings = (settings: LayoutSettings): Promise<LayoutSettings> =>
  api.put<LayoutSettings>(URL, settings);

/** Read once per page load: only this user changes them, through `useSaveLayoutSettings`. */
export const layoutSettingsQueryOptions = () =>
  queryOptions({
    queryKey: layoutSettingsKey,
    queryFn: getLayoutSettings,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useLayoutSettings = () => useQuery(layoutSettingsQueryOptions());

/**
 * A change applies at once (the cache holds it before the server answers) and is stored for
 * the user. Saves go out one after another, so the server keeps the last click; a refused one
 * reads back what the server holds.
 */
export function useSaveLayoutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLayoutSettings,
    scope: { id: 'layout-settings' },
    onMutate: (next) => {
      queryClient.setQueryData(layoutSettingsKey, next);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: layoutSettingsKey }),
  });
}

/**
 * A new language is stored first and then shown: the page reloads in it once the server has
 * it (queued behind any drawer change still on its way).
 */
export function useSaveLocale() {
  return useMutation({
    mutationFn: ({ settings, locale }: { settings: LayoutSettings; locale: UiLocale }) =>
      saveLayoutSettings({ ...settings, locale }),
    scope: { id: 'layout-settings' },
    onSuccess: (saved) => {
      adoptLocale(saved.locale);
    },
  });
}
