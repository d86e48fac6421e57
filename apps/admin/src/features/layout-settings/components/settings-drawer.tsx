import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import {
  type LayoutSettings,
  NAV_LAYOUTS,
  NAV_THEMES,
  THEME_COLORS,
} from '@coresense/shared/layout-settings';
import { Button, Divider, Drawer, List, Select, type SelectProps, Switch, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type MessageKey, t, type UiLocale } from '../../../locales/index.ts';

/** The settings shown as a switch, each titled `settings.<name>`. */
type SwitchSetting = 'fixedHeader' | 'fixSiderbar' | 'autoHideHeader' | 'colorWeak';

interface SettingsDrawerProps {
  settings: LayoutSettings;
  /** The choices made, applied over the settings as they stand when the click lands. */
  onChange: (change: Partial<LayoutSettings>) => void;
  onLocaleChange: (locale: UiLocale) => void;
}

/**
 * The settings drawer in Ant Design Pro's `SettingDrawer` manner: a handle on the right edge
 * opens it (beneath other drawers, which it would otherwise cover); every choice applies at once and is kept for the user. ProComponents' own drawer
 * has neither "hide header on scroll" nor a language choice and keeps its state in the URL, so
 * this one is built from antd's parts with the same sections and pictures.
 */
export function SettingsDrawer({ settings, onChange, onLocaleChange }: SettingsDrawerProps) {
  const [open, setOpen] = useState(false);
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
    onChange({ [key]: value });
  const switchItem = (name: SwitchSetting, disabledReason?: string) => (
    <SettingItem title={t(`settings.${name}`)} disabledReason={disabledReason}>
      <Switch
        size="small"
        checked={settings[name]}
        disabled={disabledReason !== undefined}
        aria-label={t(`settings.${name}`)}
        data-testid={`setting-${name}`}
        onChange={(checked) => set(name, checked)}
      />
    </SettingItem>
  );

  return (
    <>
      <Button
        type="primary"
        className="settings-drawer-handle"
        icon={<SettingOutlined />}
        aria-label={t('settings.open')}
        aria-expanded={open}
        data-testid="settings-drawer-handle"
        onClick={() => setOpen(!open)}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        width={300}
        title={t('settings.title')}
        rootClassName="settings-drawer"
        data-testid="settings-drawer"
      >
        <BlockChoice
          label={t('settings.title')}
          name="navTheme"
          value={settings.navTheme}
          options={NAV_THEMES.map((theme) => ({ key: theme, title: t(`settings.pageStyle.${theme}`) }))}
          onChange={(value) => set('navTheme', value)}
        />

        <Section title={t('settings.themeColor')}>
          <fieldset className="settings-colors" aria-label={t('settings.themeColor')}>
            {THEME_COLORS.map((color) => {
              const checked = color.hex === settings.colorPrimary;
              const name = t(`settings.color.${color.key}` as MessageKey);
              return (
                <Tooltip key={color.key} title={name}>
                  <button
                    type="button"
                    aria-pressed={checked}
                    aria-label={name}
                    data-testid={`theme-color-${color.key}`}
                    className="settings-color"
                    style={{ background: color.hex }}
                    onClick={() => set('colorPrimary', color.hex)}
                  >
                    {checked && <CheckOutlined />}
                  </button>
                </Tooltip>
              );
            })}
          </fieldset>
        </Section>

        <Divider />
        <Section title={t('settings.navigation')}>
          <BlockChoice
            label={t('settings.navigation')}
            name="layout"
            value={settings.layout}
            options={NAV_LAYOUTS.map((layout) => ({ key: layout, title: t(`settings.layout.${layout}`) }))}
            onChange={(value) => set('layout', value)}
          />
        </Section>
        <List split={false} className="settings-list">
          <SelectItem
            name="contentWidth"
            title={t('settings.contentWidth')}
            width={100}
            value={settings.contentWidth}
            onChange={(value) => set('contentWidth', value)}
            options={(['Fluid', 'Fixed'] as const).map((width) => ({
              value: width,
              label: t(`settings.contentWidth.${width}`),
            }))}
          />
          {switchItem('fixedHeader')}
          {switchItem('fixSiderbar', settings.layout === 'top' ? t('settings.fixSiderbar.hint') : undefined)}
          {switchItem('autoHideHeader', settings.fixedHeader ? undefined : t('settings.autoHideHeader.hint'))}
        </List>

        <Divider />
        <Section title={t('settings.other')}>
          <List split={false} className="settings-list">
            {switchItem('colorWeak')}
            <SelectItem
              name="locale"
              title={t('settings.language')}
              width={150}
              value={settings.locale}
              popupMatchSelectWidth={false}
              onChange={onLocaleChange}
              options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
            />
          </List>
        </Section>
        <Typography.Paragraph type="secondary" className="settings-hint">
          {t('settings.hint')}
        </Typography.Paragraph>
      </Drawer>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="settings-section">
      <h3 className="settings-section-title">{title}</h3>
      {children}
    </section>
  );
}

/** A row of pictures to choose from, as Ant Design Pro draws page styles and menu layouts. */
function BlockChoice<K extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: K;
  options: { key: K; title: string }[];
  onChange: (value: K) => void;
}) {
  return (
    <fieldset className="settings-blocks" aria-label={label}>
      {options.map((option) => (
        <Tooltip key={option.key} title={option.title}>
          <button
            type="button"
            aria-pressed={option.key === value}
            aria-label={option.title}
            data-testid={`setting-${name}-${option.key}`}
            className={`settings-block settings-block-${option.key}`}
            onClick={() => onChange(option.key)}
          >
            <span className="settings-block-header" />
            <span className="settings-block-sider" />
            {option.key === value && <CheckOutlined className="settings-block-check" />}
          </button>
        </Tooltip>
      ))}
    </fieldset>
  );
}

function SettingItem({
  title,
  children,
  disabledReason,
}: {
  title: string;
  children: ReactNode;
  disabledReason?: string;
}) {
  return (
    <Tooltip title={disabledReason} placement="left">
      <List.Item actions={[children]}>
        <span style={{ opacity: disabledReason ? 0.5 : 1 }}>{title}</span>
      </List.Item>
    </Tooltip>
  );
}

function SelectItem<Value extends string>({
  name,
  title,
  width,
  ...select
}: {
  name: keyof LayoutSettings;
  title: string;
  width: number;
} & Pick<SelectProps<Value>, 'value' | 'options' | 'onChange' | 'popupMatchSelectWidth'>) {
  return (
    <SettingItem title={title}>
      <Select size="small" style={{ width }} aria-label={title} data-testid={`setting-${name}`} {...select} />
    </SettingItem>
  );
}
