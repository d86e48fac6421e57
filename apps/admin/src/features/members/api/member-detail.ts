import type { AdminContract, AdminEnquiry, AdminMember, AdminMemberInput, Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

const membersApi = resourceApi<AdminMember, AdminMemberInput>('members');

export const useMember = (id: number) => useQuery(membersApi.get(id));

/** The member's contracts, newest signing first; keyed under `contracts` so contract writes refresh it. */
export const useMemberContracts = (memberId: number, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['contracts', 'list', { memberId, of: 'member' }] as const,
      queryFn: () =>
        api.get<Paged<AdminContract>>(adminUrl('contracts'), {
          memberId,
          sortField: 'signingDate',
          sortOrder: 'descend',
          pageSize: 100,
        }),
    }),
    enabled,
  });

/** Enquiries sent from the member's address (any case), newest first; none without an address. */
export const useMemberEnquiries = (email: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['enquiries', 'list', { email, of: 'member' }] as const,
      queryFn: () => api.get<Paged<AdminEnquiry>>(adminUrl('enquiries'), { email, pageSize: 100 }),
    }),
    enabled: enabled && email !== '',
  });
