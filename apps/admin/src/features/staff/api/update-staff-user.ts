import type { AdminStaff, AdminStaffUpdate } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { staffKeys } from './keys.ts';

export const updateStaffUser = ({ id, ...body }: AdminStaffUpdate & { id: number }) =>
  api.put<AdminStaff>(adminUrl('staff', id), body);

/** The signed-in user's own authorities may change with it. */
export const updateStaffUserInvalidates = [staffKeys.all, currentUserKey];

export const useUpdateStaffUser = () => useInvalidatingMutation(updateStaffUser, updateStaffUserInvalidates);
