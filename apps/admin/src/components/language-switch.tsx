import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { currentLocale, LOCALE_NAMES, LOCALES, setLocale, type UiLocale } from '../locales/index.ts';

/**
 * The header's language choice (product-spec §4): `onChange` stores it for the signed-in user
 * and reloads in it; without one, only `umi_locale` is set before the reload.
 */
export function LanguageSwitch({ onChange = setLocale }: { onChange?: (locale: UiLocale) => void }) {
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [currentLocale],
        items: LOCALES.map((locale) => ({
          key: locale,
          label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
        })),
        onClick: ({ key }) => {
          if (key !== currentLocale) onChange(key as UiLocale);
        },
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        // The name starts with what the button shows, as speech input users say it.
        aria-label={`${LOCALE_NAMES[currentLocale]} (Language / 语言)`}
        data-testid="language-switch"
      >
        <span className="language-switch-label">{LOCALE_NAMES[currentLocale]}</span>
      </Button>
    </Dropdown>
  );
}
