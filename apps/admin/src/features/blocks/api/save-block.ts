import type { BlockData, BlockType } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/resource.ts';
import { blockKeys } from './get-block.ts';

export interface BlockSave<T extends BlockType> {
  type: T;
  lang: Lang;
  data: BlockData<T>;
  /** The languages this save publishes (contract §10); `[]` saves a draft. */
  publish: Lang[];
}

/** Saves one language of a block (contract §5); the server checks it against the block's schema. */
export const saveBlock = <T extends BlockType>({ type, lang, data, publish }: BlockSave<T>) =>
  api.post<BlockData<T>>('/api/v1/other/data/edit', { type, data, publish }, { lang });

export const saveBlockInvalidates = [blockKeys.all];

export const useSaveBlock = () =>
  useInvalidatingMutation((variables: BlockSave<BlockType>) => saveBlock(variables), saveBlockInvalidates);
