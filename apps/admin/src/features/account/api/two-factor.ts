import type { MfaEnabled, MfaEnableInput, MfaSetup } from '@coresense/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { securityKey } from './get-security.ts';

export const setUpMfa = () => api.post<MfaSetup>('/api/v1/account/mfa/setup');
export const enableMfa = (input: MfaEnableInput) => api.post<MfaEnabled>('/api/v1/account/mfa/enable', input);
export const disableMfa = (password: string) => api.post<null>('/api/v1/account/mfa/disable', { password });

/** Wrong codes and passwords are shown on their field, other failures by the dialog: these calls report nothing themselves. */
function useAccountMutation<V, D>(mutationFn: (variables: V) => Promise<D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    // The security summary carries the two-factor state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKey }),
  });
}

export const useSetUpMfa = () => useAccountMutation(setUpMfa);
export const useEnableMfa = () => useAccountMutation(enableMfa);
export const useDisableMfa = () => useAccountMutation(disableMfa);
