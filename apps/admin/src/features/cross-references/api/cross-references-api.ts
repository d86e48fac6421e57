import type {
  AdminCrossReference,
  AdminCrossReferenceInput,
  CrossReferenceImportResult,
  Paged,
} from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import type { RecordApi } from '../../../components/content-list.tsx';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';

const URL = adminUrl('cross-references');
const keys = {
  all: ['cross-references'] as const,
  list: (query: Query) => ['cross-references', 'list', query] as const,
  manufacturers: ['cross-references', 'manufacturers'] as const,
};

/**
 * The cross-references' endpoints (contract §13). They are guarded by the products' authorities,
 * which `resource` names for the list page's "may write" check.
 */
export const crossReferencesApi: RecordApi<AdminCrossReference, AdminCrossReferenceInput> = {
  resource: 'products',
  list: (query: Query) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: () => api.get<Paged<AdminCrossReference>>(URL, query),
    }),
  useCreate: () =>
    useInvalidatingMutation(
      (body: AdminCrossReferenceInput) => api.post<AdminCrossReference>(URL, body),
      [keys.all],
    ),
  useUpdate: () =>
    useInvalidatingMutation(
      ({ id, ...body }: AdminCrossReferenceInput & { id: number }) =>
        api.put<AdminCrossReference>(`${URL}/${id}`, body),
      [keys.all],
    ),
  useRemove: () =>
    useInvalidatingMutation((id: number) => api.delete<{ id: number }>(`${URL}/${id}`), [keys.all]),
};

/** The manufacturers named so far: the list's filter and the editor's suggestions. */
export const manufacturersQuery = () =>
  queryOptions({ queryKey: keys.manufacturers, queryFn: () => api.get<string[]>(`${URL}/manufacturers`) });

export const TEMPLATE_URL = `${URL}/template.csv`;

/** Sends a CSV file whole; a refusal (400) names each problem as `lines.<line>.<column>`. */
export const useImportCrossReferences = () =>
  useInvalidatingMutation(
    async (file: File) =>
      api.post<CrossReferenceImportResult>(
        `${URL}/import`,
        new Blob([await file.text()], { type: 'text/csv' }),
      ),
    [keys.all],
  );
