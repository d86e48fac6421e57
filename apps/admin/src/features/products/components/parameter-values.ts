import { type AdminParameterValue, formatParameterDisplay, parseParameterInput } from '@coresense/shared';
import type { ParameterDefinition } from '../../../api/get-parameter-definitions.ts';

/*
 * A product's typed parameter values as the editor types them: numbers as text with any SI
 * prefix ("500 mA", "1.71–3.6 V", "-40 to 85"), converted to the canonical unit before saving.
 */

/** What the form holds per key: a number's text, an enum's token, a boolean. */
export type ParameterFormValue = string | boolean | null | undefined;
export type ParameterFormValues = Record<string, ParameterFormValue>;

/** What reading and writing a value needs of its definition. */
export type ParameterDefinitionLike = Pick<ParameterDefinition, 'key' | 'type' | 'unit'>;
/** A number as stored: one value, or a range open on a side left null. */
export type StoredNumber = { value: number } | { min: number | null; max: number | null };

export type ReadNumber =
  | { ok: true; stored: StoredNumber }
  | { ok: false; problem: 'unreadable' }
  | { ok: false; problem: 'unit'; found: string };

/** Letters at the end of a typed quantity: the unit the editor wrote, with any SI prefix. */
const TRAILING_UNIT = /\s*([^\d\s.,+\-–~]+)\s*$/u;

/** A number's text read in the parameter's canonical unit, or why it cannot be. */
export function readNumberText(text: string, unit: string): ReadNumber {
  const parsed = parseParameterInput(text.trim(), unit);
  if (parsed) {
    return 'value' in parsed
      ? { ok: true, stored: { value: parsed.value } }
      : { ok: true, stored: { min: parsed.min, max: parsed.max } };
  }
  // Readable once its unit is taken away: the editor wrote another unit than the parameter's.
  const unitWritten = TRAILING_UNIT.exec(text)?.[1];
  if (unitWritten && parseParameterInput(text.replace(TRAILING_UNIT, ''), unit)) {
    return { ok: false, problem: 'unit', found: unitWritten };
  }
  return { ok: false, problem: 'unreadable' };
}

/**
 * A stored number written back as the editor would type it, with an SI prefix where it reads
 * better ("500 mA", "1.71 V – 3.6 V", "≥ 1.8 V"): the display, in the dot-decimal form it is read in.
 */
export function numberText(stored: Pick<AdminParameterValue, 'value' | 'min' | 'max'>, unit: string): string {
  const display = formatParameterDisplay(
    {
      type: 'number',
      unit,
      value: typeof stored.value === 'number' ? stored.value : null,
      min: stored.min,
      max: stored.max,
    },
    'en_US',
  );
  // English groups thousands from five digits up ("20,000 Pa"); the parser reads no commas.
  return display.replace(/,/g, '');
}

/** The canonical number as saved, without float noise (1.8e-6 A, not 0.0000018000000000000002). */
export function canonicalText(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/** The form's values of a product's stored parameter values. */
export function toParameterForm(
  values: readonly AdminParameterValue[],
  definitions: readonly ParameterDefinitionLike[],
): ParameterFormValues {
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const form: ParameterFormValues = {};
  for (const stored of values) {
    const definition = byKey.get(stored.key);
    if (!definition) continue;
    form[stored.key] =
      definition.type === 'number'
        ? numberText(stored, definition.unit ?? '')
        : typeof stored.value === 'number'
          ? String(stored.value)
          : stored.value;
  }
  return form;
}

/**
 * The values to save for the category's parameters, in the category's order: numbers
 * converted, nothing for a parameter left empty. Unreadable text never gets here: the form's
 * rules stop the save first.
 */
export function toParameterValues(
  form: ParameterFormValues | undefined,
  definitions: readonly ParameterDefinitionLike[],
): AdminParameterValue[] {
  const values: AdminParameterValue[] = [];
  for (const definition of definitions) {
    const given = form?.[definition.key];
    if (given === undefined || given === null || given === '') continue;
    if (definition.type === 'number') {
      const read = readNumberText(String(given), definition.unit ?? '');
      if (!read.ok) throw new Error(`unreadable value of ${definition.key}`);
      values.push(
        'value' in read.stored
          ? { key: definition.key, value: read.stored.value, min: null, max: null }
          : { key: definition.key, value: null, min: read.stored.min, max: read.stored.max },
      );
    } else {
      values.push({ key: definition.key, value: given, min: null, max: null });
    }
  }
  return values;
}
