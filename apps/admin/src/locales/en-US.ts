import * as areas from './en-US/areas.ts';
import { featureTexts } from './features.ts';
import { mergeAreas } from './merge-areas.ts';
import type zhCN from './zh-CN.ts';

/** Every English message; each area file is checked against its Chinese keys (a feature's texts, where they are written). */
export default { ...mergeAreas(areas), ...featureTexts('en-US') } satisfies Record<keyof typeof zhCN, string>;
