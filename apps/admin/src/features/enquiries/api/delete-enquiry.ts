import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { enquiryKeys } from './keys.ts';

export const deleteEnquiry = (id: number) => api.delete<{ id: number }>(adminUrl('enquiries', id));

export const deleteEnquiryInvalidates = [enquiryKeys.all, currentUserKey];

export const useDeleteEnquiry = () => useInvalidatingMutation(deleteEnquiry, deleteEnquiryInvalidates);
