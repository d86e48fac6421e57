import type { AccountSecurity, SecurityUpdate } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/resource.ts';
import { securityKey } from './get-security.ts';

export const updateSecurity = (change: SecurityUpdate) =>
  api.put<AccountSecurity>('/api/v1/account/security', change);

export const updateSecurityInvalidates = [securityKey];

export const useUpdateSecurity = () => useInvalidatingMutation(updateSecurity, updateSecurityInvalidates);
