import type { VersionEntry } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { versionKeys } from './version-keys.ts';

/** `GET …/versions`: every version of the record, newest first. */
export const listVersions = (base: string) => api.get<VersionEntry[]>(`${base}/versions`);

export const versionsQuery = (base: string) =>
  queryOptions({ queryKey: versionKeys.list(base), queryFn: () => listVersions(base), staleTime: 0 });

export const useVersions = (base: string) => useQuery(versionsQuery(base));
