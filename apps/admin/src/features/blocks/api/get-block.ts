import type { BlockData, BlockType } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { EDIT_LANGS } from '../../../lib/bilingual.ts';

/** The public read of a page block (contract §2): `data` is a JSON string, `{}` when never written. */
export async function getBlock<T extends BlockType>(type: T, lang: Lang): Promise<Partial<BlockData<T>>> {
  const text = await api.get<string>('/api/v1/other/data/data', { type, lang });
  return JSON.parse(text || '{}') as Partial<BlockData<T>>;
}

export const blockKeys = {
  all: ['blocks'] as const,
  type: (type: BlockType) => ['blocks', type] as const,
  one: (type: BlockType, lang: Lang) => ['blocks', type, lang] as const,
};

export const blockQueryOptions = <T extends BlockType>(type: T, lang: Lang) =>
  queryOptions({ queryKey: blockKeys.one(type, lang), queryFn: () => getBlock(type, lang) });

/** Both languages of a block, for its bilingual editor. */
export const useBlockInBothLangs = <T extends BlockType>(type: T) =>
  useQueries({ queries: EDIT_LANGS.map((lang) => blockQueryOptions(type, lang)) });
