import { featureTexts } from './features.ts';
import { mergeAreas } from './merge-areas.ts';
import * as areas from './pt-BR/areas.ts';
import type zhCN from './zh-CN.ts';

/** Every Brazilian Portuguese message; each area file is checked against its Chinese keys (a feature's texts, where they are written). */
export default { ...mergeAreas(areas), ...featureTexts('pt-BR') } satisfies Record<keyof typeof zhCN, string>;
