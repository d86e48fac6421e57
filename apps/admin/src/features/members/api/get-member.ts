import type { AdminMember, AdminMemberInput } from '@coresense/shared';
import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/resource-api.ts';

const membersApi = resourceApi<AdminMember, AdminMemberInput>('members');

export const useMember = (id: number) => useQuery(membersApi.get(id));
