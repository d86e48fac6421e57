import { TranslationOutlined } from '@ant-design/icons';
import { currentLocale, LOCALE_NAMES, LOCALES, setLocale } from '../locales/index.ts';

/**
 * The language choice as a row of buttons, for the sign-in page, which does without antd (the
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
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </fieldset>
  );
}
