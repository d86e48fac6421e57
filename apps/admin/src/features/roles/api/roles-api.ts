import type { AdminRole, AdminRoleInput } from '@coresense/shared';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

/** Changing or deleting a role may change the signed-in user's own authorities. */
export const rolesApi = resourceApi<AdminRole, AdminRoleInput>('roles', {
  update: [currentUserKey],
  remove: [currentUserKey],
});
