import { mergeAreas } from './merge-areas.ts';
import * as areas from './pt-BR/areas.ts';
import type zhCN from './zh-CN.ts';

/** Every Brazilian Portuguese message; each area file is checked against its Chinese keys. */
export default mergeAreas(areas) satisfies Record<keyof typeof zhCN, string>;
