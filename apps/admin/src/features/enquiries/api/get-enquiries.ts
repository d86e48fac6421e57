import type { KeysetPaged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import type { Enquiry } from '../types.ts';
import { enquiryKeys } from './keys.ts';

export const getEnquiries = (query: Query) => api.get<KeysetPaged<Enquiry>>(adminUrl('enquiries'), query);

export const enquiriesQueryOptions = (query: Query) =>
  queryOptions({ queryKey: enquiryKeys.list(query), queryFn: () => getEnquiries(query) });
