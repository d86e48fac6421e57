import type { PasswordChange, PasswordChanged } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/resource.ts';
import { bindingsKey } from './bindings.ts';
import { securityKey } from './get-security.ts';

export const changePassword = (change: PasswordChange) =>
  api.post<PasswordChanged>('/api/v1/account/password', change);

/** The security list shows the new password's strength; the change removes the bindings. */
export const changePasswordInvalidates = [securityKey, bindingsKey];

export const useChangePassword = () => useInvalidatingMutation(changePassword, changePasswordInvalidates);
