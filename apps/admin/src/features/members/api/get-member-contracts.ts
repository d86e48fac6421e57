import type { AdminContract, Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

export const getMemberContracts = (memberId: number) =>
  api.get<Paged<AdminContract>>(adminUrl('contracts'), {
    memberId,
    sortField: 'signingDate',
    sortOrder: 'descend',
    pageSize: 100,
  });

/** The member's contracts, latest signing first; keyed under `contracts` so contract writes refresh it. */
export const memberContractsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: ['contracts', 'list', { memberId, of: 'member' }] as const,
    queryFn: () => getMemberContracts(memberId),
  });

export const useMemberContracts = (memberId: number) => useQuery(memberContractsQueryOptions(memberId));
