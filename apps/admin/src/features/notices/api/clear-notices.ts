import type { Notice, NoticeType } from '@coresense/shared/schemas/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { invalidate } from '../../../lib/resource.ts';
import { noticeKeys } from './keys.ts';

/** Marks every notice of one type read (contract §11's "clear"). */
export const clearNotices = (type: NoticeType) => api.post<null>('/api/v1/notices/clear', { type });

export function useClearNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotices,
    onMutate: (type) => {
      queryClient.setQueryData<Notice[]>(noticeKeys.list, (notices) =>
        notices?.map((notice) => (notice.type === type ? { ...notice, read: true } : notice)),
      );
    },
    onSettled: () => invalidate(queryClient, [noticeKeys.list, currentUserKey]),
  });
}
