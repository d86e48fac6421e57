import { generate } from '@ant-design/colors';
import { FastColor } from '@ant-design/fast-color';

/** WCAG's minimum contrast for text (1.4.3). */
const TEXT_CONTRAST = 4.5;

/** The contrast of white with `hex`, which is also that of `hex` on white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (new FastColor(hex).getLuminance() + 0.05);
}

/**
 * A theme colour as the light theme uses it: the user's hue in the first shade of its Ant Design
 * palette, from the colour itself darker, that reaches 4.5:1 both as white text's background
 * (buttons) and as text on white (links, the selected menu item). Sunset's gold (#faad14) gives
 * 2.0:1 as it is and #874d00 here; Ant Design's blue gives its blue-7, #0958d9.
 */
export function readablePrimary(hex: string): string {
  const darker = generate(hex).slice(5);
  return darker.find((shade) => contrastWithWhite(shade) >= TEXT_CONTRAST) ?? (darker.at(-1) as string);
}
