import { CopyOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import type { Lang } from '@coresense/shared/lang';
import { Button, Form, type FormInstance, Popconfirm, Tabs, Tag, Tooltip } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useContext, useState } from 'react';
import { copyLanguage, EDIT_LANGS, type I18n, isBlank, LANG_LABELS, otherLang } from '../lib/bilingual.ts';
import { t } from '../locales/index.ts';

export { LANG_LABELS };

/**
 * Chinese and English side by side in tabs. A language with nothing typed is marked (it will not
 * be published in it), and either language can start as a copy of the other.
 * `name` is where the languages live in the form: `['i18n']` gives `i18n.zh_CN.title`.
 */
export function BilingualTabs({
  name = ['i18n'],
  children,
  activeLang,
  onActiveLangChange,
}: {
  name?: (string | number)[];
  children: (lang: Lang) => ReactNode;
  activeLang?: Lang;
  onActiveLangChange?: (lang: Lang) => void;
}) {
  const form = Form.useFormInstance();
  const values = Form.useWatch(name, { form, preserve: true }) as I18n<unknown> | undefined;
  const [ownActive, setOwnActive] = useState<Lang>('zh_CN');
  const active = activeLang ?? ownActive;
  const setActive = onActiveLangChange ?? setOwnActive;
  const source = otherLang(active);
  const sourceBlank = isBlank(values?.[source]);
  const targetBlank = isBlank(values?.[active]);
  const readOnly = useContext(DisabledContext);

  function copy() {
    form.setFieldValue([...name, active], copyLanguage(values, source));
    void form.validateFields({ recursive: true, dirty: true }).catch(() => undefined);
  }

  const copyButton = (
    <Button
      size="small"
      icon={<CopyOutlined />}
      disabled={readOnly || sourceBlank}
      onClick={targetBlank ? copy : undefined}
    >
      {t('bilingual.copyFrom', { lang: LANG_LABELS[source] })}
    </Button>
  );

  const copyControl =
    targetBlank || sourceBlank ? (
      copyButton
    ) : (
      <Popconfirm title={t('bilingual.copyConfirm', { lang: LANG_LABELS[active] })} onConfirm={copy}>
        {copyButton}
      </Popconfirm>
    );

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setActive(key as Lang)}
      // Beside the tab list, not in it as antd's `tabBarExtraContent` would put it: a tab list
      // holds only tabs for screen readers.
      renderTabBar={(props, DefaultTabBar) => (
        <div className="bilingual-tab-bar">
          <DefaultTabBar {...props} />
          <div className="bilingual-tab-bar-extra">{copyControl}</div>
        </div>
      )}
      items={EDIT_LANGS.map((lang) => ({
        key: lang,
        forceRender: true,
        label: (
          <span className="lang-tab-label" data-testid={`lang-tab-${lang}`}>
            {LANG_LABELS[lang]}
            {isBlank(values?.[lang]) && (
              <Tooltip title={t('bilingual.incompleteHint')}>
                <Tag color="warning" icon={<ExclamationCircleFilled />} bordered={false}>
                  {t('bilingual.incomplete')}
                </Tag>
              </Tooltip>
            )}
          </span>
        ),
        children: children(lang),
      }))}
    />
  );
}

/**
 * A field that must be filled in every language the record is written in: an untouched
 * language is simply left out, but at least one language must be there.
 */
export function requiredInLang(form: FormInstance, lang: Lang, name: (string | number)[] = ['i18n']): Rule {
  return {
    // Shows the asterisk; with a validator of its own, antd leaves the deciding to it.
    required: true,
    validator: async (_rule, value) => {
      if (!isBlank(value)) return;
      const all = form.getFieldValue(name) as I18n<unknown> | undefined;
      const thisLangUsed = !isBlank(all?.[lang]);
      const otherUsed = !isBlank(all?.[otherLang(lang)]);
      if (thisLangUsed || !otherUsed) throw new Error(t('validation.required'));
    },
  };
}
