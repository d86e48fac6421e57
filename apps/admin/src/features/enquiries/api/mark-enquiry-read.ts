import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey, noticesKey } from '../../../lib/query-keys.ts';
import { adminUrl, invalidate } from '../../../lib/resource.ts';
import type { Enquiry } from '../types.ts';
import { enquiryKeys } from './keys.ts';

/** An explicit write: reading an enquiry changes nothing on the server. */
export const markEnquiryRead = (id: number) => api.post<Enquiry>(`${adminUrl('enquiries', id)}/read`);

/**
 * Marks a new enquiry read: the drawer shows the new status at once, and the inbox and the
 * bell's unread count are asked again. A failure is left unsaid: the enquiry simply stays new.
 */
export function useMarkEnquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEnquiryRead,
    meta: { silent: true },
    onSuccess: async (enquiry) => {
      queryClient.setQueryData(enquiryKeys.detail(enquiry.id), enquiry);
      await invalidate(queryClient, [['enquiries', 'list'], currentUserKey, noticesKey]);
    },
  });
}
