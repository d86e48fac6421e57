import {
  type AdminParameterValue,
  type AdminProductParameter,
  formatParameterDisplay,
  type Lang,
} from '@coresense/shared';
import { displayText } from './bilingual.ts';

/*
 * A product's typed parameter values compared between two versions (or before and after a save,
 * in the audit log): one row per parameter whose value changed, named by its label and shown
 * with its unit in the reader's language ("500 mA" → "450 mA"), not as JSON.
 */

export type ParameterDefinitionLike = Pick<
  AdminProductParameter,
  'key' | 'type' | 'unit' | 'i18n' | 'options'
>;

export interface ParameterChange {
  key: string;
  /** The label in `lang` (else the other language's, else the key), with the unit of a number: "供电电流 (A)". */
  label: string;
  /** The value as a reader sees it; '' when unset. */
  before: string;
  after: string;
}

function valuesByKey(values: unknown): Map<string, AdminParameterValue> {
  const list = Array.isArray(values) ? (values as AdminParameterValue[]) : [];
  return new Map(list.filter((value) => typeof value?.key === 'string').map((value) => [value.key, value]));
}

function same(a: AdminParameterValue | undefined, b: AdminParameterValue | undefined): boolean {
  return (
    (a?.value ?? null) === (b?.value ?? null) &&
    (a?.min ?? null) === (b?.min ?? null) &&
    (a?.max ?? null) === (b?.max ?? null)
  );
}

/** A value without its definition (deleted, or not readable): its numbers in the standard unit. */
function rawText(value: AdminParameterValue): string {
  if (value.value !== null && value.value !== undefined) return String(value.value);
  if (value.min !== null && value.max !== null) return `${value.min} – ${value.max}`;
  if (value.min !== null) return `≥ ${value.min}`;
  if (value.max !== null) return `≤ ${value.max}`;
  return '';
}

function display(
  value: AdminParameterValue | undefined,
  definition: ParameterDefinitionLike | undefined,
  lang: Lang,
) {
  if (!value) return '';
  if (!definition) return rawText(value);
  const option = definition.options?.find((each) => each.value === value.value);
  return formatParameterDisplay(
    {
      type: definition.type,
      unit: definition.unit ?? '',
      value: value.value,
      min: value.min,
      max: value.max,
    },
    lang,
    option ? displayText(option.i18n, (text) => text.label, lang) || option.value : undefined,
  );
}

function labelOf(key: string, definition: ParameterDefinitionLike | undefined, lang: Lang): string {
  if (!definition) return key;
  const label = displayText(definition.i18n, (text) => text.label, lang) || key;
  return definition.type === 'number' && definition.unit ? `${label} (${definition.unit})` : label;
}

/**
 * The parameters whose value differs between `before` and `after` (each a product's
 * `parameterValues`, or null), in the definitions' order, then those no longer defined.
 */
export function parameterChanges(
  before: unknown,
  after: unknown,
  definitions: readonly ParameterDefinitionLike[],
  lang: Lang,
): ParameterChange[] {
  const was = valuesByKey(before);
  const now = valuesByKey(after);
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const keys = [...new Set([...was.keys(), ...now.keys()])].filter(
    (key) => !same(was.get(key), now.get(key)),
  );
  const order = (key: string) => {
    const index = definitions.findIndex((definition) => definition.key === key);
    return index < 0 ? definitions.length : index;
  };
  keys.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return keys.map((key) => {
    const definition = byKey.get(key);
    return {
      key,
      label: labelOf(key, definition, lang),
      before: display(was.get(key), definition, lang),
      after: display(now.get(key), definition, lang),
    };
  });
}
