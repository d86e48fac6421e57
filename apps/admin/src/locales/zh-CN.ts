import { featureTexts } from './features.ts';
import { mergeAreas } from './merge-areas.ts';
import * as areas from './zh-CN/areas.ts';

/**
 * Every Chinese message: one file per area (ant-design-pro `src/locales/zh-CN/*.ts`), and the
 * content types' own texts from beside them (features.ts).
 */
export default { ...mergeAreas(areas), ...featureTexts('zh-CN') };
