import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Settings as they stand now, with the changes of clicks whose re-render is still to come: a
 * change built from the props of the last render would undo a click made just before it.
 */
export function latestSettings<T>(queryClient: QueryClient, queryKey: QueryKey): T {
  const settings = queryClient.getQueryData<T>(queryKey);
  if (settings === undefined) throw new Error(`${JSON.stringify(queryKey)} changed before it loaded`);
  return settings;
}

/** Saves of one settings record go out one after another, in the order they were made. */
export const settingsSaveScope = (queryKey: QueryKey) => ({ id: JSON.stringify(queryKey) });

/**
 * Changes a settings record that is saved whole. A change applies at once (the cache holds it
 * before the server answers) over the latest settings; saves go out one after another, so the
 * server keeps the last click; a refused one reads back what the server holds.
 */
export function useSettingsChange<T extends object>(queryKey: QueryKey, save: (settings: T) => Promise<T>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    scope: settingsSaveScope(queryKey),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
  return (change: Partial<T>, options?: { onSuccess?: () => void }) => {
    const next = { ...latestSettings<T>(queryClient, queryKey), ...change };
    queryClient.setQueryData(queryKey, next);
    mutation.mutate(next, options);
  };
}
