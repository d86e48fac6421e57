import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { Lang } from '@coresense/shared/lang';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { createContext, type ReactNode, useContext } from 'react';
import { requiredInLang } from './bilingual-tabs.tsx';

/*
 * The fields of one language tab of a bilingual record (`i18n.<lang>.<name>`), named relative to
 * the tab they stand in: the tab provides the language.
 */

const TabLang = createContext<Lang>('zh_CN');

export function LangTab({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <TabLang value={lang}>{children}</TabLang>;
}

interface LangFieldProps {
  name: string;
  label: string;
  /** Written in every language the record has (see `requiredInLang`). */
  required?: boolean;
  max?: number;
  width?: 'xs' | 'sm' | 'md' | 'lg';
}

function useLangField({ name, required, max }: LangFieldProps) {
  const lang = useContext(TabLang);
  const form = Form.useFormInstance();
  const rules: Rule[] = [
    ...(required ? [requiredInLang(form, lang)] : []),
    ...(max === undefined ? [] : [{ max }]),
  ];
  return { name: ['i18n', lang, name], rules };
}

export function LangText(props: LangFieldProps) {
  return <ProFormText {...useLangField(props)} label={props.label} width={props.width} />;
}

/** A text growing from `rows[0]` to `rows[1]` lines; `showCount` counts down to `max`. */
export function LangTextArea({
  rows: [minRows, maxRows] = [2, 5],
  showCount,
  ...props
}: LangFieldProps & { rows?: [number, number]; showCount?: boolean }) {
  return (
    <ProFormTextArea
      {...useLangField(props)}
      label={props.label}
      fieldProps={{
        autoSize: { minRows, maxRows },
        ...(showCount ? { showCount: true, maxLength: props.max } : {}),
      }}
    />
  );
}

/** A field whose input is the child: an image, files, rich text. */
export function LangItem({
  name,
  label,
  tooltip,
  children,
}: {
  name: string;
  label: string;
  tooltip?: string;
  children: ReactNode;
}) {
  const lang = useContext(TabLang);
  return (
    <ProForm.Item name={['i18n', lang, name]} label={label} tooltip={tooltip}>
      {children}
    </ProForm.Item>
  );
}
