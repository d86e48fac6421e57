import { api } from '../../../lib/api-client.ts';
import { currentUserKey, noticesKey } from '../../../lib/query-keys.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import type { Enquiry, EnquiryUpdate } from '../types.ts';
import { enquiryKeys } from './keys.ts';

export const updateEnquiry = ({ id, ...body }: EnquiryUpdate & { id: number }) =>
  api.put<Enquiry>(adminUrl('enquiries', id), body);

/** A status change moves the unread count of the bell: a handled enquiry settles its notices. */
export const updateEnquiryInvalidates = [enquiryKeys.all, currentUserKey, noticesKey];

export const useUpdateEnquiry = () => useInvalidatingMutation(updateEnquiry, updateEnquiryInvalidates);
