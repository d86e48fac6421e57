import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { currentLocale, LOCALES, setLocale, type UiLocale } from '../locales/index.ts';

const LABELS: Record<UiLocale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Stores the choice under `umi_locale` and reloads (product-spec §4). */
export function LanguageSwitch() {
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [currentLocale],
        items: LOCALES.map((locale) => ({ key: locale, label: LABELS[locale] })),
        onClick: ({ key }) => {
          if (key !== currentLocale) setLocale(key as UiLocale);
        },
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        aria-label="Language / 语言"
        data-testid="language-switch"
      >
        {LABELS[currentLocale]}
      </Button>
    </Dropdown>
  );
}
