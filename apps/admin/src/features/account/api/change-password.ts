import type { PasswordChange } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/resource.ts';
import { securityKey } from './get-security.ts';

export const changePassword = (change: PasswordChange) =>
  api.post<object>('/api/v1/account/password', change);

/** The security list shows the new password's strength. */
export const changePasswordInvalidates = [securityKey];

export const useChangePassword = () => useInvalidatingMutation(changePassword, changePasswordInvalidates);
