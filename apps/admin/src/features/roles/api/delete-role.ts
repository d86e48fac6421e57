import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { roleKeys } from './keys.ts';

export const deleteRole = (id: number) => api.delete<{ id: number }>(adminUrl('roles', id));

/** The signed-in user's own authorities may change with it. */
export const deleteRoleInvalidates = [roleKeys.all, currentUserKey];

export const useDeleteRole = () => useInvalidatingMutation(deleteRole, deleteRoleInvalidates);
