import * as areas from './en-US/areas.ts';
import { mergeAreas } from './merge-areas.ts';
import type zhCN from './zh-CN.ts';

/** Every English message; each area file is checked against its Chinese keys. */
export default mergeAreas(areas) satisfies Record<keyof typeof zhCN, string>;
