import type { Notice } from '@coresense/shared/schemas/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { invalidate } from '../../../lib/resource.ts';
import { noticeKeys } from './keys.ts';

export const markNoticeRead = (id: number) => api.post<null>(`/api/v1/notices/${id}/read`);

/** The notice shows read at once; the list and the bell's counts are then asked again. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onMutate: (id) => {
      queryClient.setQueryData<Notice[]>(noticeKeys.list, (notices) =>
        notices?.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
      );
    },
    onSettled: () => invalidate(queryClient, [noticeKeys.list, currentUserKey]),
  });
}
