import type { PasswordReset, PasswordResetRequest } from '@coresense/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/login/forgot-password`: answers alike whether or not the account exists. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequest) => api.post<object>('/api/login/forgot-password', body),
    // The page words its own failures.
    meta: { silent: true },
  });

/** `POST /api/login/reset-password`: the mailed link's token and the new password. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: PasswordReset) => api.post<object>('/api/login/reset-password', body),
    meta: { silent: true },
  });
