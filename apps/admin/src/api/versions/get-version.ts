import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { versionKeys } from './version-keys.ts';

/** `GET …/versions/{v}`: the record as it was, in the shape of the record's own `GET`. */
export const getVersion = <T>(base: string, version: number) => api.get<T>(`${base}/versions/${version}`);

export const versionQuery = <T>(base: string, version: number) =>
  queryOptions({ queryKey: versionKeys.one(base, version), queryFn: () => getVersion<T>(base, version) });

export const useVersion = <T>(base: string, version: number | undefined) =>
  useQuery({ ...versionQuery<T>(base, version ?? 0), enabled: version !== undefined });
