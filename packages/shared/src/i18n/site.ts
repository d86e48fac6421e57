import type { Lang } from '../lang.ts';
import { siteEnUS } from './site.en_US.ts';
import { siteZhCN } from './site.zh_CN.ts';

export type SiteMessageKey = keyof typeof siteZhCN;
export type SiteMessages = Record<SiteMessageKey, string>;

/** The public site's texts per language; a page ships only the table of its own language. */
export const SITE_MESSAGES: Record<Lang, SiteMessages> = { zh_CN: siteZhCN, en_US: siteEnUS };
