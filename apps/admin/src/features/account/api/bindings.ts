import type { AccountBinding, Reauthentication, SignInProvider } from '@coresense/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const bindingsKey = ['account', 'bindings'] as const;

export const getBindings = () => api.get<AccountBinding[]>('/api/v1/account/bindings');
export const bindingsQueryOptions = () => queryOptions({ queryKey: bindingsKey, queryFn: getBindings });
export const useBindings = () => useQuery(bindingsQueryOptions());

/**
 * Answers the provider's sign-in page; the browser goes there and comes back to the binding tab.
 * A bound account signs in without password or code, so the server asks for them again here.
 */
export const startBinding = ({
  provider,
  ...reauthentication
}: { provider: SignInProvider } & Reauthentication) =>
  api.post<{ authorizationUrl: string }>(`/api/v1/account/bindings/${provider}`, reauthentication);
export const unbind = (provider: SignInProvider) => api.delete<null>(`/api/v1/account/bindings/${provider}`);

/** Wrong passwords and codes are shown on their field, other failures by the dialog. */
export const useStartBinding = () => useMutation({ mutationFn: startBinding, meta: { silent: true } });

export function useUnbind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbind,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bindingsKey }),
  });
}
