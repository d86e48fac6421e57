import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRaw } from '../../../lib/api-client.ts';
import { LOGIN_PATH, loginUrlFor } from '../../../lib/login-redirect.ts';

export const logout = (): Promise<{ success: true }> =>
  requestRaw<{ success: true }>('POST', '/api/login/outLogin', { ignoreUnauthenticated: true });

/**
 * Signing out: the session ends on the server, every cached answer is forgotten (none of it may
 * show to the next user), then the sign-in page loads afresh with the current address as its
 * redirect, whether the call succeeded or not. The page load does not hang on the component that
 * asked still being mounted when the call settles, and leaves nothing of the session in memory.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
  const signOut = () =>
    mutation
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => window.location.assign(loginUrlFor(window.location.href) ?? LOGIN_PATH));
  return { signOut, signingOut: mutation.isPending };
}
