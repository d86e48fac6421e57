import type { PasswordResetResult } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';

/** Answers the new password; the server shows it this once. */
export const resetStaffPassword = (id: number) =>
  api.post<PasswordResetResult>(`${adminUrl('staff', id)}/reset-password`);

export const resetStaffPasswordInvalidates = [];

export const useResetStaffPassword = () =>
  useInvalidatingMutation(resetStaffPassword, resetStaffPasswordInvalidates);
