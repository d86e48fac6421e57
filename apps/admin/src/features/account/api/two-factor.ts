import type { MfaEnabled, MfaSetup, MfaStatus } from '@coresense/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The security summary (`GET /api/v1/account/security`) carries the two-factor state. */
export const accountSecurityKey = ['account', 'security'] as const;

export const setUpMfa = () => api.post<MfaSetup>('/api/v1/account/mfa/setup');
export const enableMfa = (code: string) => api.post<MfaEnabled>('/api/v1/account/mfa/enable', { code });
export const disableMfa = (password: string) => api.post<null>('/api/v1/account/mfa/disable', { password });

/** Wrong codes and passwords are shown on their field, so these calls report nothing themselves. */
function useAccountMutation<V, D>(mutationFn: (variables: V) => Promise<D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKey }),
  });
}

export const useSetUpMfa = () => useAccountMutation(setUpMfa);
export const useEnableMfa = () => useAccountMutation(enableMfa);
export const useDisableMfa = () => useAccountMutation(disableMfa);

/** Under the security summary's key, so that every change here makes both stale. */
export const mfaStatusKey = [...accountSecurityKey, 'mfa'] as const;
export const getMfaStatus = () => api.get<MfaStatus>('/api/v1/account/mfa');
export const useMfaStatus = () => useQuery({ queryKey: mfaStatusKey, queryFn: getMfaStatus });
