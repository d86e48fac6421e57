import type { AdminStaff, AdminStaffCreate } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { staffKeys } from './keys.ts';

export const createStaffUser = (body: AdminStaffCreate) => api.post<AdminStaff>(adminUrl('staff'), body);

export const createStaffUserInvalidates = [staffKeys.all];

export const useCreateStaffUser = () => useInvalidatingMutation(createStaffUser, createStaffUserInvalidates);
