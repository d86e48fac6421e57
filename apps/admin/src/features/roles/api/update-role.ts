import type { AdminRole, AdminRoleInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { roleKeys } from './keys.ts';

export const updateRole = ({ id, ...body }: AdminRoleInput & { id: number }) =>
  api.put<AdminRole>(adminUrl('roles', id), body);

/** The signed-in user's own authorities may change with it. */
export const updateRoleInvalidates = [roleKeys.all, currentUserKey];

export const useUpdateRole = () => useInvalidatingMutation(updateRole, updateRoleInvalidates);
