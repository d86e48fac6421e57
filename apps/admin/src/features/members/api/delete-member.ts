import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { memberKeys } from './keys.ts';

export const deleteMember = (id: number) => api.delete<{ id: number }>(adminUrl('members', id));

export const deleteMemberInvalidates = [memberKeys.all];

export const useDeleteMember = () => useInvalidatingMutation(deleteMember, deleteMemberInvalidates);
