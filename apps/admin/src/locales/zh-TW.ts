import { featureTexts } from './features.ts';
import { mergeAreas } from './merge-areas.ts';
import type zhCN from './zh-CN.ts';
import * as areas from './zh-TW/areas.ts';

/** Every Traditional Chinese message (Taiwan usage); each area file is checked against its Simplified Chinese keys (a feature's texts, where they are written). */
export default { ...mergeAreas(areas), ...featureTexts('zh-TW') } satisfies Record<keyof typeof zhCN, string>;
