import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { staffKeys } from './keys.ts';

export const deleteStaffUser = (id: number) => api.delete<{ id: number }>(adminUrl('staff', id));

export const deleteStaffUserInvalidates = [staffKeys.all];

export const useDeleteStaffUser = () => useInvalidatingMutation(deleteStaffUser, deleteStaffUserInvalidates);
