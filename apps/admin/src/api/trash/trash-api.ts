import type { Paged, TrashEntry, TrashedResource } from '@coresense/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client.ts';
import { invalidate } from '../../lib/resource.ts';

/* The trash of the bilingual records (contract §10): deleted records kept 30 days, restorable. */

export const trashKeys = {
  all: ['trash'] as const,
  list: (query: Query) => ['trash', 'list', query] as const,
};

/** `GET /api/v1/admin/trash`: the deleted records of the resources the user may read. */
export const trashListQuery = (query: Query) =>
  queryOptions({
    queryKey: trashKeys.list(query),
    queryFn: () => api.get<Paged<TrashEntry>>('/api/v1/admin/trash', query),
  });

interface TrashedRecord {
  resource: TrashedResource;
  id: number;
}

const trashUrl = ({ resource, id }: TrashedRecord) => `/api/v1/admin/trash/${resource}/${id}`;

/**
 * `POST …/restore` and `DELETE …`: the record back in its list (unpublished), or gone for good.
 * Silent: the page says why a restore was refused in the words of the field the server names.
 */
function useTrashAction(run: (record: TrashedRecord) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: (_answer, record) =>
      invalidate(queryClient, [trashKeys.all, [record.resource], ['translations']]),
  });
}

export const useRestoreFromTrash = () =>
  useTrashAction((record) => api.post<TrashedRecord>(`${trashUrl(record)}/restore`, {}));

export const usePurgeFromTrash = () =>
  useTrashAction((record) => api.delete<TrashedRecord>(trashUrl(record)));
