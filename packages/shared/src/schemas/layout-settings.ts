import { z } from 'zod';
import { UI_LOCALES } from '../ui-locale.ts';

/** The eight theme colours of product-spec §9 (contract §11), in the settings drawer's order. */
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
const COLOR_HEXES = THEME_COLORS.map((color) => color.hex) as [string, ...string[]];
export const DEFAULT_COLOR_PRIMARY = '#1677ff';

export const NAV_THEMES = ['light', 'realDark'] as const;
export const CONTENT_WIDTHS = ['Fixed', 'Fluid'] as const;
export const NAV_LAYOUTS = ['side', 'top', 'mix'] as const;

/** What the settings drawer stores per user (contract §11 "Layout settings"). */
export const layoutSettings = z.object({
  navTheme: z.enum(NAV_THEMES),
  contentWidth: z.enum(CONTENT_WIDTHS),
  colorPrimary: z.enum(COLOR_HEXES).describe('One of the eight theme colours, lower case'),
  layout: z.enum(NAV_LAYOUTS),
  fixedHeader: z.boolean(),
  fixSiderbar: z.boolean(),
  autoHideHeader: z.boolean(),
  colorWeak: z.boolean(),
  locale: z.enum(UI_LOCALES),
});
export type LayoutSettings = z.infer<typeof layoutSettings>;

/** `PUT` replaces every setting; the colour is compared ignoring case and stored in lower case. */
export const layoutSettingsInput = layoutSettings.extend({
  colorPrimary: z
    .string()
    .describe('One of the eight theme colours, in any case')
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(COLOR_HEXES)),
});
export type LayoutSettingsInput = z.input<typeof layoutSettingsInput>;

/** A user who has not opened the drawer yet: Ant Design Pro's defaults in the given language. */
export function defaultLayoutSettings(locale: LayoutSettings['locale']): LayoutSettings {
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
