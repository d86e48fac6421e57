import type { Paged, Publication, ScheduledAction } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client.ts';
import { invalidate, useInvalidatingMutation } from '../../lib/resource.ts';
import { versionKeys } from '../versions/version-keys.ts';

/** A record or block whose publication is read and changed at its admin URL (contract §10). */
export interface Publishable {
  /** `/api/v1/admin/news/5` or `/api/v1/admin/blocks/home`. */
  base: string;
  publication?: Publication;
}

export interface PublishRequest {
  langs: Lang[];
  /** ISO-8601, in the future: scheduled; absent: at once. */
  at?: string;
}

export const scheduleKeys = {
  all: ['schedule'] as const,
  list: (query: Query) => ['schedule', 'list', query] as const,
};

/** `POST …/publish` / `…/unpublish`: at once, or scheduled at `at`; answers the record. */
export const changePublication = <T>(base: string, action: 'publish' | 'unpublish', body: PublishRequest) =>
  api.post<T>(`${base}/${action}`, body);

/** `POST …/preview`: a signed link, valid for an hour, to the latest version on its public page. */
export const previewLink = (base: string, lang: Lang) =>
  api.post<{ url: string }>(`${base}/preview`, { lang });

/**
 * Publishing changes the record (its `publication`), its versions' `published` marks, the
 * resource's lists (`invalidates`) and the schedule.
 */
export const usePublicationChange = <T>(base: string, invalidates: readonly QueryKey[]) =>
  useInvalidatingMutation(
    ({ action, ...body }: PublishRequest & { action: 'publish' | 'unpublish' }) =>
      changePublication<T>(base, action, body),
    [versionKeys.all(base), scheduleKeys.all, ['translations'], ...invalidates],
  );

/**
 * `POST …/visibility`: hides the record from the site in every language (`enabled: false`) or
 * shows it again, at once; each language keeps its publication. Answers the record.
 */
export const changeVisibility = <T>(base: string, enabled: boolean) =>
  api.post<T>(`${base}/visibility`, { enabled });

/** Hiding or showing changes the record, its versions and the resource's lists (`invalidates`). */
export const useVisibilityChange = <T>(invalidates: readonly QueryKey[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ base, enabled }: { base: string; enabled: boolean }) => changeVisibility<T>(base, enabled),
    onSuccess: (_record, { base }) =>
      invalidate(queryClient, [versionKeys.all(base), ['translations'], ...invalidates]),
  });
};

/** `GET /api/v1/admin/schedule`: the pending actions on resources the user may read. */
export const scheduleListQuery = (query: Query) =>
  queryOptions({
    queryKey: scheduleKeys.list(query),
    queryFn: () => api.get<Paged<ScheduledAction>>('/api/v1/admin/schedule', query),
  });

/** `DELETE /api/v1/admin/schedule/{id}`: the action will not run. */
export const useCancelScheduled = () =>
  useInvalidatingMutation(
    (id: number) => api.delete<unknown>(`/api/v1/admin/schedule/${id}`),
    [scheduleKeys.all],
  );
