import type { BlockData, BlockType, Publication } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/** A block as the back-office edits it: the working copy of each language and what is public. */
export interface AdminBlock<T extends BlockType> {
  type: T;
  i18n: Partial<Record<Lang, Partial<BlockData<T>>>>;
  /** Absent for a block never written. */
  publication?: Publication;
}

/**
 * `GET /api/v1/admin/blocks/{type}` (contract §10): the latest version, drafts included. A block
 * never written in any language answers 404: an empty block to start from.
 */
export async function getAdminBlock<T extends BlockType>(type: T): Promise<AdminBlock<T>> {
  try {
    return await api.get<AdminBlock<T>>(`/api/v1/admin/blocks/${type}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { type, i18n: {} };
    throw error;
  }
}

export const blockKeys = {
  all: ['blocks'] as const,
  type: (type: BlockType) => ['blocks', type] as const,
};

export const adminBlockQuery = <T extends BlockType>(type: T) =>
  queryOptions({ queryKey: blockKeys.type(type), queryFn: () => getAdminBlock(type) });

export const useAdminBlock = <T extends BlockType>(type: T) => useQuery(adminBlockQuery(type));
