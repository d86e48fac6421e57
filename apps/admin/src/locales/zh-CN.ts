import { mergeAreas } from './merge-areas.ts';
import * as areas from './zh-CN/areas.ts';

/** Every Chinese message, one file per area (ant-design-pro `src/locales/zh-CN/*.ts`). */
export default mergeAreas(areas);
