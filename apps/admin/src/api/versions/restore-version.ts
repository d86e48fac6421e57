import type { QueryKey } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../lib/resource.ts';
import { versionKeys } from './version-keys.ts';

/** `POST …/versions/{v}/restore`: a new version equal to `v` (a draft: it publishes nothing); answers the record. */
export const restoreVersion = <T>(base: string, version: number) =>
  api.post<T>(`${base}/versions/${version}/restore`);

/** Restoring makes the record's versions stale, and the answers of the record's own resource (`invalidates`). */
export const useRestoreVersion = <T>(base: string, invalidates: readonly QueryKey[]) =>
  useInvalidatingMutation(
    (version: number) => restoreVersion<T>(base, version),
    [versionKeys.all(base), ...invalidates],
  );
