import type { UiLocale } from './ui-locale.ts';

/*
 * The settings drawer's values (contract §11 "Layout settings"), free of zod so that the
 * back-office shell can use them without the schemas; `schemas/layout-settings.ts` checks them.
 */

/** The eight theme colours of product-spec §9, in the settings drawer's order. */
export const THEME_COLORS = [
  { key: 'dust', hex: '#f5222d' },
  { key: 'volcano', hex: '#fa541c' },
  { key: 'sunset', hex: '#faad14' },
  { key: 'cyan', hex: '#13c2c2' },
  { key: 'green', hex: '#52c41a' },
  { key: 'daybreak', hex: '#1677ff' },
  { key: 'geekblue', hex: '#2f54eb' },
  { key: 'purple', hex: '#722ed1' },
] as const;
export type ThemeColorKey = (typeof THEME_COLORS)[number]['key'];
export const DEFAULT_COLOR_PRIMARY = '#1677ff';

export const NAV_THEMES = ['light', 'realDark'] as const;
export const CONTENT_WIDTHS = ['Fixed', 'Fluid'] as const;
export const NAV_LAYOUTS = ['side', 'top', 'mix'] as const;

export interface LayoutSettings {
  navTheme: (typeof NAV_THEMES)[number];
  contentWidth: (typeof CONTENT_WIDTHS)[number];
  /** One of `THEME_COLORS`, in lower case. */
  colorPrimary: string;
  layout: (typeof NAV_LAYOUTS)[number];
  fixedHeader: boolean;
  fixSiderbar: boolean;
  autoHideHeader: boolean;
  colorWeak: boolean;
  locale: UiLocale;
}

/** A user who has not opened the drawer yet: Ant Design Pro's defaults in the given language. */
export function defaultLayoutSettings(locale: UiLocale): LayoutSettings {
  return {
    navTheme: 'light',
    contentWidth: 'Fluid',
    colorPrimary: DEFAULT_COLOR_PRIMARY,
    layout: 'mix',
    fixedHeader: true,
    fixSiderbar: true,
    autoHideHeader: false,
    colorWeak: false,
    locale,
  };
}
