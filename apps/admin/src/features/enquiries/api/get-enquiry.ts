import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { adminUrl } from '../../../lib/resource.ts';
import type { Enquiry } from '../types.ts';
import { enquiryKeys } from './keys.ts';

/** Reading a new enquiry marks it read on the server. */
export const getEnquiry = (id: number) => api.get<Enquiry>(adminUrl('enquiries', id));

export const enquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: enquiryKeys.detail(id), queryFn: () => getEnquiry(id), staleTime: 0 });

/** Opening an enquiry changes its status, so the list and the bell are asked again. */
export const openEnquiryInvalidates = [['enquiries', 'list'] as const, currentUserKey];

export function useEnquiry(id: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...enquiryQueryOptions(id ?? 0), enabled: id !== undefined });
  const openedId = query.data?.id;
  useEffect(() => {
    if (openedId === undefined) return;
    for (const queryKey of openEnquiryInvalidates) void queryClient.invalidateQueries({ queryKey });
  }, [openedId, queryClient]);
  return query;
}
