import type { AdminMember, AdminMemberInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { memberKeys } from './keys.ts';

export const updateMember = ({ id, ...body }: AdminMemberInput & { id: number }) =>
  api.put<AdminMember>(adminUrl('members', id), body);

export const updateMemberInvalidates = [memberKeys.all];

export const useUpdateMember = () => useInvalidatingMutation(updateMember, updateMemberInvalidates);
