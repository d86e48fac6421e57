import { z } from 'zod';
import {
  CONTENT_WIDTHS,
  type LayoutSettings,
  NAV_LAYOUTS,
  NAV_THEMES,
  THEME_COLORS,
} from '../layout-settings.ts';
import { UI_LOCALES } from '../ui-locale.ts';

const COLOR_HEXES = THEME_COLORS.map((color) => color.hex) as [string, ...string[]];

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
}) satisfies z.ZodType<LayoutSettings>;

/** `PUT` replaces every setting; the colour is compared ignoring case and stored in lower case. */
export const layoutSettingsInput = layoutSettings.extend({
  colorPrimary: z
    .string()
    .describe('One of the eight theme colours, in any case')
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(COLOR_HEXES)),
});
export type LayoutSettingsInput = z.input<typeof layoutSettingsInput>;
