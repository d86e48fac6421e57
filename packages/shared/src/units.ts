import { type Lang, langToLocale } from './lang.ts';

/*
 * Quantities with SI prefixes (contract §8): what an engineer types ("1.8 µA", "500m..2",
 * "1.71–3.6 V") read into numbers in the parameter's canonical unit, and numbers written back
 * with a prefix in the reader's language. Parsing shifts the decimal exponent of the text itself
 * rather than multiplying, so "1.8 µ" is exactly the double nearest 1.8e-6.
 */

/** Decimal exponent of each prefix; `u` is the ASCII stand-in for `µ`. */
export const SI_PREFIXES = {
  p: -12,
  n: -9,
  µ: -6,
  u: -6,
  m: -3,
  k: 3,
  M: 6,
  G: 9,
} as const;
export type SiPrefix = keyof typeof SI_PREFIXES;

/** The prefixes a display may use, by exponent (`µ`, never `u`). */
const DISPLAY_PREFIXES = new Map<number, string>([
  [-12, 'p'],
  [-9, 'n'],
  [-6, 'µ'],
  [-3, 'm'],
  [0, ''],
  [3, 'k'],
  [6, 'M'],
  [9, 'G'],
]);

/**
 * Units that are never written with a prefix (no one writes "m°C", "k%RH" or "µmm"), and plain
 * counts. Package dimensions are in millimetres, as every datasheet gives them.
 */
const UNPREFIXED_UNITS = new Set(['', '°C', '%RH', '%', '°', 'ppm', 'dB', 'LSB', 'bit', 'mm']);

/**
 * Units that take a prefix only downwards: "100 µg/√Hz" and "5 mdps" are how datasheets write
 * them, while 2000 dps stays "2000 dps", not "2 kdps", and 16 g is not "16 g" turned into a mass.
 */
function takesUpwardPrefix(unit: string): boolean {
  return !/^(g|dps)(\/√Hz)?$/.test(unit);
}

const NUMBER = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))(?:[eE]([+-]?\d+))?\s*(.*)$/s;
/**
 * The micro sign (U+00B5) and the Greek mu (U+03BC) are both typed for micro; the minus sign
 * (U+2212), which displays use and a reader may copy, is read as a hyphen-minus.
 */
const normalizeMicro = (text: string) => text.replace(/μ/g, 'µ').replace(/\u2212/g, '-');

interface ReadQuantity {
  mantissa: string;
  exponent: number;
  /** The exponent the SI prefix gave, or null when the text had none. */
  prefix: number | null;
  /** True when nothing, neither prefix nor unit, followed the number. */
  bare: boolean;
}

/**
 * Reads one number with an optional exponent, SI prefix and unit. The unit, when written, must be
 * `unit`; without `unit` only a prefix may follow the number. A suffix that is the unit itself
 * wins over a prefix, so with unit "m", "5m" is five metres and "5mm" five millimetres.
 */
function readQuantity(text: string, unit?: string): ReadQuantity | null {
  const match = NUMBER.exec(normalizeMicro(text.trim()));
  if (!match) return null;
  const [, mantissa = '', exponentText, suffixText = ''] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const suffix = suffixText.trim();
  const wanted = unit === undefined ? '' : normalizeMicro(unit);
  if (suffix === '' || (wanted !== '' && suffix === wanted)) {
    return { mantissa, exponent, prefix: null, bare: suffix === '' };
  }
  const first = suffix[0] as string;
  if (!Object.hasOwn(SI_PREFIXES, first)) return null;
  const rest = suffix.slice(1).trimStart();
  if (rest !== '' && rest !== wanted) return null;
  return { mantissa, exponent, prefix: SI_PREFIXES[first as SiPrefix], bare: false };
}

function toNumber(read: ReadQuantity, prefix = read.prefix): number | null {
  const value = Number(`${read.mantissa}e${read.exponent + (prefix ?? 0)}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number in the canonical unit from text such as "1.8", "5e-4", "500m", "1.8 µA", "1.8uA" or
 * "500 mA" (with unit "A"); null when unreadable. Decimals use a dot only.
 */
export function parseQuantity(text: string, unit?: string): number | null {
  const read = readQuantity(text, unit);
  return read ? toNumber(read) : null;
}

/** An interval; null on a side leaves it open. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

/**
 * The filter syntax `min..max` (inclusive, either end optional: "..3.6", "1.8..", "500m..2"),
 * or a single value meaning exactly it. Null when unreadable, empty on both sides or min > max.
 */
export function parseNumberRange(text: string, unit?: string): NumberRange | null {
  const separator = text.indexOf('..');
  if (separator < 0) {
    const value = parseQuantity(text, unit);
    return value === null ? null : { min: value, max: value };
  }
  const lowText = text.slice(0, separator).trim();
  const highText = text.slice(separator + 2).trim();
  if (lowText === '' && highText === '') return null;
  const min = lowText === '' ? null : parseQuantity(lowText, unit);
  const max = highText === '' ? null : parseQuantity(highText, unit);
  if ((lowText !== '' && min === null) || (highText !== '' && max === null)) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/** True when two intervals share at least one point (ends included, null ends open). */
export function rangesOverlap(a: NumberRange, b: NumberRange): boolean {
  const aBelowB = a.max !== null && b.min !== null && a.max < b.min;
  const bBelowA = b.max !== null && a.min !== null && b.max < a.min;
  return !aBelowB && !bBelowA;
}

/** The interval a stored value covers: a single value is a point. */
export function valueRange(value: {
  value?: number | null;
  min?: number | null;
  max?: number | null;
}): NumberRange {
  if (value.value != null) return { min: value.value, max: value.value };
  return { min: value.min ?? null, max: value.max ?? null };
}

export type ParameterInput = { value: number } | NumberRange;

const RANGE_SEPARATORS = ['..', '–', '—', '~', '～', ' to ', '至'];

/**
 * A value an editor typed: one number ("1.8 µA"), a range ("1.71–3.6 V", "1.71..3.6",
 * "-40 to 85", "500–800 mA": a prefix written only on the upper end applies to both), an open
 * range ("≥ 1.8", "<= 85", "1.8..") or "±16". Null when unreadable or min > max.
 */
export function parseParameterInput(text: string, unit: string): ParameterInput | null {
  const trimmed = normalizeMicro(text.trim());
  const bound = /^(≥|>=|≤|<=|±|\+\/-)\s*(.+)$/s.exec(trimmed);
  if (bound) {
    const [, sign, rest = ''] = bound;
    const value = parseQuantity(rest, unit);
    if (value === null) return null;
    if (sign === '≥' || sign === '>=') return { min: value, max: null };
    if (sign === '≤' || sign === '<=') return { min: null, max: value };
    return value < 0 ? null : { min: -value, max: value };
  }
  for (const separator of RANGE_SEPARATORS) {
    const at = trimmed.indexOf(separator);
    if (at >= 0) return rangeOf(trimmed.slice(0, at), trimmed.slice(at + separator.length), unit);
  }
  // A hyphen separates a range only where both sides read as numbers ("-40-85", not "5e-4").
  for (let at = trimmed.indexOf('-', 1); at > 0; at = trimmed.indexOf('-', at + 1)) {
    const range = rangeOf(trimmed.slice(0, at), trimmed.slice(at + 1), unit);
    if (range) return range;
  }
  const value = parseQuantity(trimmed, unit);
  return value === null ? null : { value };
}

function rangeOf(lowText: string, highText: string, unit: string): NumberRange | null {
  const low = lowText.trim() === '' ? null : readQuantity(lowText, unit);
  const high = highText.trim() === '' ? null : readQuantity(highText, unit);
  if ((lowText.trim() !== '' && !low) || (highText.trim() !== '' && !high)) return null;
  if (!low && !high) return null;
  const min = low ? toNumber(low, low.bare && high ? high.prefix : low.prefix) : null;
  const max = high ? toNumber(high) : null;
  if ((low && min === null) || (high && max === null)) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

const SIGNIFICANT_DIGITS = 6;
const formatters = new Map<Lang, Intl.NumberFormat>();
function numberFormat(lang: Lang): Intl.NumberFormat {
  let format = formatters.get(lang);
  if (!format) {
    // 'min2' groups from five digits up: "2000 dps" but "20,000".
    format = new Intl.NumberFormat(langToLocale(lang), {
      maximumSignificantDigits: SIGNIFICANT_DIGITS,
      useGrouping: 'min2',
    } as Intl.NumberFormatOptions);
    formatters.set(lang, format);
  }
  return format;
}

/** The minus sign (U+2212): a hyphen-minus is a hyphen, shorter and lower than a minus in print. */
const MINUS = '\u2212';

/**
 * A plain number in the reader's language, without float noise (0.1 + 0.2 is "0.3"), a negative
 * one with a real minus sign ("−40").
 */
export function formatNumber(n: number, lang: Lang): string {
  return numberFormat(lang).format(n).replace('-', MINUS);
}

/**
 * A quantity with the SI prefix that puts its number between 1 and 1000: "1.8 µA", "500 mA",
 * "3.6 V", "85 °C" (°C, %RH and unitless counts never take a prefix).
 */
export function formatQuantity(n: number, unit: string, lang: Lang): string {
  const rounded = Number(n.toPrecision(SIGNIFICANT_DIGITS));
  let exponent = 0;
  if (!UNPREFIXED_UNITS.has(unit) && rounded !== 0) {
    exponent = Math.floor(Math.log10(Math.abs(rounded)) / 3) * 3;
    exponent = Math.min(Math.max(exponent, -12), takesUpwardPrefix(unit) ? 9 : 0);
  }
  const [mantissa, ownExponent] = rounded.toExponential().split('e');
  const scaled = Number(`${mantissa}e${Number(ownExponent) - exponent}`);
  const text = formatNumber(scaled, lang);
  const symbol = `${DISPLAY_PREFIXES.get(exponent) ?? ''}${unit}`;
  return symbol === '' ? text : `${text} ${symbol}`;
}

/**
 * Parameters whose single figure is a tolerance either way, written "±2 %RH" as datasheets do:
 * known by their key (`humidityAccuracy`, `offsetTolerance`).
 */
export function isToleranceParameter(key: string): boolean {
  return /(accuracy|tolerance)$/i.test(key);
}

/** What to show an editor typing a value in `unit`: figures such a parameter has. */
const INPUT_EXAMPLES: Record<string, string> = {
  V: '3.3 V, 1.71–3.6 V',
  A: '1.8 µA, 500 mA',
  '°C': '−40–85 °C',
  '%RH': '0–100 %RH, ±2 %RH',
  g: '±16 g',
  'g/√Hz': '25 µg/√Hz',
  dps: '±2000 dps',
  'dps/√Hz': '3.8 mdps/√Hz',
  Pa: '30–110 kPa',
  T: '±4.9 mT',
  lux: '0–64 klux',
  Hz: '1.6–6400 Hz',
  mm: '2.5 mm',
};

/** Examples of input for a parameter in `unit`, for a placeholder ("3.3 V, 1.71–3.6 V"). */
export function inputExamples(unit: string): string {
  return INPUT_EXAMPLES[unit] ?? (unit ? `1.8 ${unit}, 1–5 ${unit}` : '1.8, 1–5');
}

export interface DisplayableValue {
  /** The parameter's key, when known: a tolerance's figure is shown with its ± (`isToleranceParameter`). */
  key?: string;
  type: 'number' | 'enum' | 'boolean';
  unit: string;
  value: number | string | boolean | null;
  min: number | null;
  max: number | null;
}

const BOOLEAN_WORDS: Record<Lang, [yes: string, no: string]> = {
  zh_CN: ['是', '否'],
  en_US: ['Yes', 'No'],
};

/**
 * The text a reader sees for a parameter value: "1.8 µA", "1.71 V – 3.6 V", "±16 g", "≥ 1.8 V",
 * "≤ 85 °C", an enum's label (its token when no label is given), "Yes"/"No". Empty when unset.
 */
export function formatParameterDisplay(value: DisplayableValue, lang: Lang, enumLabel?: string): string {
  if (value.type === 'boolean') {
    if (typeof value.value !== 'boolean') return '';
    const [yes, no] = BOOLEAN_WORDS[lang];
    return value.value ? yes : no;
  }
  if (value.type === 'enum') {
    if (value.value === null || value.value === '') return '';
    return enumLabel ?? String(value.value);
  }
  const quantity = (n: number) => formatQuantity(n, value.unit, lang);
  if (typeof value.value === 'number') {
    const tolerance = value.key !== undefined && isToleranceParameter(value.key) && value.value > 0;
    return tolerance ? `±${quantity(value.value)}` : quantity(value.value);
  }
  const { min, max } = value;
  if (min !== null && max !== null) {
    if (min === max) return quantity(min);
    if (min === -max && max > 0) return `±${quantity(max)}`;
    return `${quantity(min)} – ${quantity(max)}`;
  }
  if (min !== null) return `≥ ${quantity(min)}`;
  if (max !== null) return `≤ ${quantity(max)}`;
  return '';
}
