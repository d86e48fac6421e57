import type { AdminMember, AdminMemberInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { memberKeys } from './keys.ts';

export const createMember = (body: AdminMemberInput) => api.post<AdminMember>(adminUrl('members'), body);

export const createMemberInvalidates = [memberKeys.all];

export const useCreateMember = () => useInvalidatingMutation(createMember, createMemberInvalidates);
