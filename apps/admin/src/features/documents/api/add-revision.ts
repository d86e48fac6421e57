import type { AdminDocument, AdminRevisionInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { resourceKeys } from '../../../lib/resource-api.ts';

/** `POST /api/v1/admin/documents/{id}/revisions` (contract §9): the document with its new latest revision. */
export const addRevision = ({ id, ...revision }: AdminRevisionInput & { id: number }) =>
  api.post<AdminDocument>(`${adminUrl('documents', id)}/revisions`, revision);

/** A new revision changes the document's list row (its latest revision and date). */
export const useAddRevision = () => useInvalidatingMutation(addRevision, [resourceKeys('documents').all]);
