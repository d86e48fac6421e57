import type { AdminEnquiry, Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

/** Enquiries sent from the member's address, whatever its case, newest first. */
export const getMemberEnquiries = (email: string) =>
  api.get<Paged<AdminEnquiry>>(adminUrl('enquiries'), { email, pageSize: 100 });

export const memberEnquiriesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['enquiries', 'list', { email, of: 'member' }] as const,
    queryFn: () => getMemberEnquiries(email),
  });

/** None without an address: nothing to match by. */
export const useMemberEnquiries = (email: string) =>
  useQuery({ ...memberEnquiriesQueryOptions(email), enabled: email !== '' });
