import '@ant-design/v5-patch-for-react-19';
import { DEFAULT_COLOR_PRIMARY, type LayoutSettings } from '@coresense/shared/layout-settings';
import { App as AntApp, ConfigProvider, type ThemeConfig, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { currentLocale, isRtl, type MessageKey, t, type UiLocale } from '../locales/index.ts';
import { readablePrimary } from './readable-primary.ts';

/**
 * antd's texts (pager, pickers, empty states; ProComponents picks its own from antd's) and
 * dayjs's month and day names, in the one language this page shows: each loads on its own, so
 * a page carries only its language's.
 */
const LOCALE_PACKS: Record<UiLocale, () => Promise<{ antd: Locale; dayjs: string }>> = {
  'zh-CN': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { antd: antd.default, dayjs: 'zh-cn' };
  },
  'zh-TW': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]);
    return { antd: antd.default, dayjs: 'zh-tw' };
  },
  'en-US': async () => ({ antd: (await import('antd/es/locale/en_US')).default, dayjs: 'en' }),
  'pt-BR': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/pt_BR'), import('dayjs/locale/pt-br')]);
    return { antd: antd.default, dayjs: 'pt-br' };
  },
};

const packs = await LOCALE_PACKS[currentLocale]();
dayjs.locale(packs.dayjs);

/** A dictionary's `{label}` is antd's `${label}`, which the form fills in. */
function antdMessage(key: MessageKey): string {
  return t(key).replace(/\{(\w+)\}/g, (_mark, name: string) => `\${${name}}`);
}

/** antd's default form messages (product-spec §5) from the back-office's own dictionaries. */
function validateMessages() {
  return {
    default: antdMessage('form.validate.default'),
    required: antdMessage('form.validate.required'),
    enum: antdMessage('form.validate.enum'),
    whitespace: antdMessage('form.validate.whitespace'),
    date: {
      format: antdMessage('form.validate.date.format'),
      parse: antdMessage('form.validate.date.parse'),
      invalid: antdMessage('form.validate.date.invalid'),
    },
    types: Object.fromEntries(
      [
        'string',
        'method',
        'array',
        'object',
        'number',
        'date',
        'boolean',
        'integer',
        'float',
        'regexp',
        'email',
        'url',
        'hex',
      ].map((type) => [type, antdMessage('form.validate.types')]),
    ),
    string: {
      len: antdMessage('form.validate.string.len'),
      min: antdMessage('form.validate.string.min'),
      max: antdMessage('form.validate.string.max'),
      range: antdMessage('form.validate.string.range'),
    },
    number: {
      len: antdMessage('form.validate.number.len'),
      min: antdMessage('form.validate.number.min'),
      max: antdMessage('form.validate.number.max'),
      range: antdMessage('form.validate.number.range'),
    },
    array: {
      len: antdMessage('form.validate.array.len'),
      min: antdMessage('form.validate.array.min'),
      max: antdMessage('form.validate.array.max'),
      range: antdMessage('form.validate.array.range'),
    },
    pattern: { mismatch: antdMessage('form.validate.pattern') },
  };
}

/** The pack with the back-office's own form messages in place of antd's. */
const LOCALE: Locale = {
  ...packs.antd,
  Form: { ...packs.antd.Form, optional: t('form.optional'), defaultValidateMessages: validateMessages() },
};

/**
 * The tag presets whose text (shade 7 of the colour) is below 4.5:1 on the tag's own tint: one
 * or two shades darker.
 */
const READABLE_TAG_PRESETS = {
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  cyan7: '#006d75',
  lime7: '#3f6600',
  volcano7: '#ad2102',
};

/*
 * Ant Design's palette puts some text below WCAG's 4.5:1 (issue 23, D4): white on its blue,
 * its blue, red and grey on white, its green and gold tags. These are the shades of the same
 * hues that reach it, measured with axe on the back-office's screens. The theme colour, default
 * or picked in the settings drawer, takes the first shade of its hue that reaches it
 * (`readablePrimary`: blue-7 for the default, white on it 6.2:1, on the selected menu item's tint 5.5:1).
 */
const READABLE_LIGHT: ThemeConfig & { primary: (picked: string) => string } = {
  primary: readablePrimary,
  token: {
    // Links take it as their colour.
    colorInfo: '#0958d9',
    // red-7, 5.6:1 on white.
    colorError: '#cf1322',
    colorTextDescription: 'rgb(0 0 0 / 58%)',
    colorTextTertiary: 'rgb(0 0 0 / 58%)',
  },
  components: {
    // On the tags' pale green and yellow: green-8 and gold-9.
    Tag: { colorSuccess: '#237804', colorWarning: '#874d00', ...READABLE_TAG_PRESETS },
    // An empty list's text and an unchecked switch's (white) text are otherwise on or in 25% grey.
    List: { colorTextDisabled: 'rgb(0 0 0 / 58%)' },
    Switch: { colorTextQuaternary: 'rgb(0 0 0 / 55%)', colorTextTertiary: 'rgb(0 0 0 / 65%)' },
  },
};

const READABLE_DARK: ThemeConfig & { primary: (picked: string) => string } = {
  // The dark algorithm shades Ant Design's blue to #1668dc, white on it 5.2:1. That is too dark
  // to read as text on the dark background, so text takes a lighter blue.
  primary: (picked) => picked,
  token: {
    colorLink: '#4096ff',
    // Mapped to #dc6966 by the dark algorithm: 5.5:1 on the dark background (#ff4d4f's #dc4446, 4.3:1).
    colorError: '#ff7875',
    colorTextDescription: 'rgb(255 255 255 / 55%)',
    colorTextTertiary: 'rgb(255 255 255 / 55%)',
  },
  components: {
    Tabs: { itemSelectedColor: '#4096ff', itemActiveColor: '#4096ff', itemHoverColor: '#69b1ff' },
    List: { colorTextDisabled: 'rgb(255 255 255 / 55%)' },
  },
};

/**
 * antd's language, theme and App context: around the signed-in back-office and the error pages,
 * not the sign-in page, which is kept free of antd so that it loads quickly. The theme follows
 * the user's settings drawer (dark algorithm, theme colour); without them, Ant Design's defaults.
 * Ant Design's motion is off for a user whose system asks for reduced motion.
 */
export function AntdProvider({ settings, children }: { settings?: LayoutSettings; children: ReactNode }) {
  const dark = settings?.navTheme === 'realDark';
  const colorPrimary = settings?.colorPrimary ?? DEFAULT_COLOR_PRIMARY;
  const motion = !usePrefersReducedMotion();
  const themeConfig = useMemo(() => {
    const readable = dark ? READABLE_DARK : READABLE_LIGHT;
    return {
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: {
        ...readable.token,
        colorPrimary: readable.primary(colorPrimary),
        motion,
      },
      components: readable.components,
    };
  }, [dark, colorPrimary, motion]);
  // The ripple of a pressed button is motion too.
  const wave = useMemo(() => ({ disabled: !motion }), [motion]);
  return (
    <ConfigProvider
      locale={LOCALE}
      direction={isRtl(currentLocale) ? 'rtl' : 'ltr'}
      theme={themeConfig}
      wave={wave}
    >
      <AntApp notification={{ placement: 'topRight', duration: 4.5 }}>{children}</AntApp>
    </ConfigProvider>
  );
}
