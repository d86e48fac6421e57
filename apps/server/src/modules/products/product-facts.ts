import {
  type ChangeNotice,
  type FileRef,
  formatParameterDisplay,
  type Lang,
  type ProductDataContent,
  type ProductParameter,
  type ProductPart,
  type ProductStatus,
} from '@coresense/shared';
import type { ParameterDefinition } from '../product-parameters/product-parameters.repository.ts';

/*
 * A product's public data (contract §8) in one language, from its stored values: what
 * `product_i18n.facts` keeps, so the public reads answer it without further queries.
 */

/** A stored value as the tables hold it. */
export interface StoredValue {
  parameterId: number;
  numMin: number | null;
  numMax: number | null;
  isRange: boolean;
  textValue: string | null;
}

/** A value as the back-office and the API name it. */
export interface ValueFields {
  value: number | string | boolean | null;
  min: number | null;
  max: number | null;
}

export function valueFields(definition: Pick<ParameterDefinition, 'type'>, stored: StoredValue): ValueFields {
  if (definition.type === 'boolean') return { value: stored.textValue === 'true', min: null, max: null };
  if (definition.type === 'enum') return { value: stored.textValue, min: null, max: null };
  if (stored.isRange) return { value: null, min: stored.numMin, max: stored.numMax };
  return { value: stored.numMin, min: null, max: null };
}

/** The label in `lang`, else in the other language, else the key. */
export function labelIn(definition: ParameterDefinition, lang: Lang): string {
  return definition.i18n[lang]?.label ?? Object.values(definition.i18n)[0]?.label ?? definition.key;
}

export function optionLabelIn(definition: ParameterDefinition, token: string, lang: Lang): string {
  return (
    definition.i18n[lang]?.options[token] ??
    Object.values(definition.i18n).find((text) => text?.options[token])?.options[token] ??
    token
  );
}

export function publicParameter(
  definition: ParameterDefinition,
  stored: StoredValue,
  lang: Lang,
): ProductParameter {
  const fields = valueFields(definition, stored);
  const enumLabel =
    definition.type === 'enum' && typeof fields.value === 'string'
      ? optionLabelIn(definition, fields.value, lang)
      : undefined;
  return {
    key: definition.key,
    label: labelIn(definition, lang),
    unit: definition.unit,
    ...fields,
    display: formatParameterDisplay(
      { key: definition.key, type: definition.type, unit: definition.unit, ...fields },
      lang,
      enumLabel,
    ),
  };
}

export interface FactsSource {
  status: ProductStatus;
  lastOrderDate: string | null;
  lastShipDate: string | null;
  /** The category's parameters in display order: only these are shown. */
  parameterOrder: readonly number[];
  values: readonly StoredValue[];
  definitions: ReadonlyMap<number, ParameterDefinition>;
  parts: ProductPart[];
  /** Replacements published in this language, in the editor's order. */
  replacementIds: number[];
  /** The latest files of the product's documents published in this language. */
  documentFiles?: FileRef[];
  /** The published change notices naming the product in this language, newest first. */
  changeNotices?: ChangeNotice[];
}

/**
 * The facts as `product_i18n.facts` keeps them: the public data, and the latest files of the
 * product's documents published in that language, which its `jsonStr.files` lists first
 * (contract §9; absent in facts stored before documents).
 */
export type StoredFacts = ProductDataContent & { documentFiles?: FileRef[] };

export function buildFacts(source: FactsSource, lang: Lang): StoredFacts {
  const values = new Map(source.values.map((value) => [value.parameterId, value]));
  const parameters: ProductParameter[] = [];
  for (const id of source.parameterOrder) {
    const value = values.get(id);
    const definition = source.definitions.get(id);
    if (value && definition) parameters.push(publicParameter(definition, value, lang));
  }
  return {
    status: source.status,
    lastOrderDate: source.lastOrderDate,
    lastShipDate: source.lastShipDate,
    replacementIds: source.replacementIds,
    parameters,
    parts: source.parts,
    changeNotices: source.changeNotices ?? [],
    documentFiles: source.documentFiles ?? [],
  };
}
