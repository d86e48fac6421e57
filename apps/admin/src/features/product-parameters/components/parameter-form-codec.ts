import type { AdminProductParameterInput, ParameterType } from '@coresense/shared';
import type { ParameterDefinition } from '../../../api/get-parameter-definitions.ts';
import { type Keyed, withoutRowKeys, withRowKeys } from '../../../lib/row-keys.ts';

type Labels = { zh_CN: { label: string }; en_US: { label: string } };

/** An enum option as the table edits it: its token and its label in each language. */
export type OptionRow = { value: string; i18n: Labels } & Keyed;

export interface ParameterFormValues {
  key: string;
  type: ParameterType;
  unit: string;
  sort: number;
  i18n: Labels;
  options: OptionRow[];
}

const labels = (i18n: Partial<Record<keyof Labels, { label?: string }>> | undefined): Labels => ({
  zh_CN: { label: i18n?.zh_CN?.label ?? '' },
  en_US: { label: i18n?.en_US?.label ?? '' },
});

export function toParameterForm(definition: ParameterDefinition | undefined): ParameterFormValues {
  return {
    key: definition?.key ?? '',
    type: definition?.type ?? 'number',
    unit: definition?.unit ?? '',
    sort: definition?.sort ?? 0,
    i18n: labels(definition?.i18n),
    options: withRowKeys(
      (definition?.options ?? []).map((option) => ({ value: option.value, i18n: labels(option.i18n) })),
    ),
  };
}

const trimmed = (value: Labels): Labels => ({
  zh_CN: { label: value.zh_CN.label.trim() },
  en_US: { label: value.en_US.label.trim() },
});

/**
 * The definition as the API takes it: only a number has a unit, only an enum has options (a
 * type switched away from them drops what was typed for the old one).
 */
export function toParameterInput(values: ParameterFormValues): AdminProductParameterInput {
  return {
    key: values.key.trim(),
    type: values.type,
    unit: values.type === 'number' ? values.unit.trim() : '',
    sort: values.sort ?? 0,
    i18n: trimmed(values.i18n),
    options:
      values.type === 'enum'
        ? withoutRowKeys(values.options).map((option) => ({
            value: option.value.trim(),
            i18n: trimmed(option.i18n),
          }))
        : [],
  };
}
