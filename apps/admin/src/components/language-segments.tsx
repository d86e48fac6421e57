import { TranslationOutlined } from '@ant-design/icons';
import { currentLocale, LOCALES, setLocale, type UiLocale } from '../locales/index.ts';

const LABELS: Record<UiLocale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * The language choice as two buttons, for the sign-in page, which does without antd (the
 * header's dropdown would bring its menu). Stores the choice under `umi_locale` and reloads
 * (product-spec §4).
 */
export function LanguageSegments() {
  return (
    <fieldset className="language-segments" data-testid="language-switch">
      <legend>
        <TranslationOutlined aria-label="Language / 语言" />
      </legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === currentLocale}
          onClick={() => {
            if (locale !== currentLocale) setLocale(locale);
          }}
        >
          {LABELS[locale]}
        </button>
      ))}
    </fieldset>
  );
}
