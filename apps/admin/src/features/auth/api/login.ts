import type { LoginRequest } from '@coresense/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRaw } from '../../../lib/api-client.ts';

export interface LoginResult {
  status: 'ok';
  type: string;
  currentAuthority: string[];
}

/** Outside the envelope (contract §5): `{status, type, currentAuthority}`; failures are envelopes. */
export const login = (body: LoginRequest): Promise<LoginResult> =>
  requestRaw<LoginResult>('POST', '/api/login/account', { body, ignoreUnauthenticated: true });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The sign-in page words its own failures.
    meta: { silent: true },
    // Everything cached belonged to whoever was signed in before.
    onSuccess: () => queryClient.removeQueries(),
  });
}
