import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import type { Enquiry } from '../types.ts';
import { enquiryKeys } from './keys.ts';

/** Only reads: marking a new enquiry read is a write of its own (`markEnquiryRead`). */
export const getEnquiry = (id: number) => api.get<Enquiry>(adminUrl('enquiries', id));

export const enquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: enquiryKeys.detail(id), queryFn: () => getEnquiry(id), staleTime: 0 });

export function useEnquiry(id: number | undefined) {
  return useQuery({ ...enquiryQueryOptions(id ?? 0), enabled: id !== undefined });
}
