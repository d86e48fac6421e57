import type { VersionDiffEntry } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { versionKeys } from './version-keys.ts';

/** `GET …/versions/{v}/diff?against=w`: the fields that differ, `before` in `w`, `after` in `v`. */
export const getVersionDiff = (base: string, version: number, against: number) =>
  api.get<VersionDiffEntry[]>(`${base}/versions/${version}/diff`, { against });

export const versionDiffQuery = (base: string, version: number, against: number) =>
  queryOptions({
    queryKey: versionKeys.diff(base, version, against),
    queryFn: () => getVersionDiff(base, version, against),
  });

export const useVersionDiff = (base: string, version: number | undefined, against: number | undefined) =>
  useQuery({
    ...versionDiffQuery(base, version ?? 0, against ?? 0),
    enabled: version !== undefined && against !== undefined,
  });
