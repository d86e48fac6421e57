import type { AdminStaff, AdminStaffCreate, AdminStaffUpdate } from '@coresense/shared';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

/** Changing an account may change the signed-in user's own authorities. */
export const staffApi = resourceApi<AdminStaff, AdminStaffCreate, AdminStaffUpdate>('staff', {
  update: [currentUserKey],
});
