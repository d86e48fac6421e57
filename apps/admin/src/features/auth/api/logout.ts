import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRaw } from '../../../lib/api-client.ts';

export const logout = (): Promise<{ success: true }> =>
  requestRaw<{ success: true }>('POST', '/api/login/outLogin', { ignoreUnauthenticated: true });

/** Signing out forgets every cached answer: none of it may show to the next user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
