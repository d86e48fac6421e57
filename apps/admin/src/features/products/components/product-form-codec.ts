import {
  type AdminParameterValue,
  blankOf,
  DATED_STATUSES,
  type ProductI18n,
  type ProductPart,
  type ProductStatus,
  productI18n,
} from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import dayjs from 'dayjs';
import { formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import { type Keyed, withoutRowKeys, withRowKeys } from '../../../lib/row-keys.ts';
import type { Product, ProductInput } from '../types.ts';
import {
  type ParameterDefinitionLike,
  type ParameterFormValues,
  toParameterForm,
  toParameterValues,
} from './parameter-values.ts';

/** One language as the form edits it: features one per line, table rows with keys. */
export interface ProductLangForm extends Omit<ProductI18n, 'features' | 'specs' | 'models'> {
  features: string;
  specs: (ProductI18n['specs'][number] & Keyed)[];
  models: (ProductI18n['models'][number] & Keyed)[];
}

/** A date as a picker holds it (a day.js value, or the stored text), or none. */
type PickedDate = string | dayjs.Dayjs | null | undefined;

/**
 * A part as its row edits it: the counts are empty until typed (the row's rules require them),
 * the dates as their pickers hold them.
 */
export type PartRow = Omit<ProductPart, 'pins' | 'packageQty' | 'lastOrderDate' | 'lastShipDate'> & {
  pins: number | null;
  packageQty: number | null;
  lastOrderDate?: PickedDate;
  lastShipDate?: PickedDate;
} & Keyed;

export interface ProductFormValues {
  classifyId?: number;
  sort: number;
  status: ProductStatus;
  lastOrderDate?: PickedDate;
  lastShipDate?: PickedDate;
  replacementIds: number[];
  /** The typed values per parameter key (see parameter-values.ts). */
  parameters: ParameterFormValues;
  parts: PartRow[];
  i18n: Record<Lang, ProductLangForm>;
}

/**
 * How the parameter values are saved: from the form, for the definitions of the product's
 * category in its order, or, for a user who may not read the definitions, as they were stored.
 */
export type ParameterSource =
  | { definitions: readonly ParameterDefinitionLike[] }
  | { keep: readonly AdminParameterValue[] };

/** A language nobody has written yet: the schema's blank, with the fields the form edits otherwise in their form. */
export const emptyProductLang = (): ProductLangForm => ({
  ...blankOf(productI18n),
  features: '',
  specs: [],
  models: [],
});

function toLangForm(value: ProductI18n): ProductLangForm {
  return {
    ...emptyProductLang(),
    ...value,
    features: (value.features ?? []).join('\n'),
    specs: withRowKeys(value.specs),
    models: withRowKeys(value.models),
  };
}

function fromLangForm(value: ProductLangForm): ProductI18n {
  return {
    ...value,
    features: value.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    specs: withoutRowKeys(value.specs),
    models: withoutRowKeys(value.models),
  };
}

/**
 * Lifecycle dates as saved (contract §13): `YYYY-MM-DD`, and none for a status that has none,
 * so that moving a part or product back to production drops the dates it had.
 */
function datesOf(status: ProductStatus, values: { lastOrderDate?: PickedDate; lastShipDate?: PickedDate }) {
  const day = (value: PickedDate) =>
    value && DATED_STATUSES.includes(status) ? dayjs(value).format('YYYY-MM-DD') : null;
  return { lastOrderDate: day(values.lastOrderDate), lastShipDate: day(values.lastShipDate) };
}

/** `definitions`: every parameter definition the user may read, to show the stored numbers with their units. */
export function toProductForm(
  product: Product | undefined,
  definitions: readonly ParameterDefinitionLike[] = [],
): ProductFormValues {
  return {
    classifyId: product?.classifyId,
    sort: product?.sort ?? 0,
    status: product?.status ?? 'active',
    lastOrderDate: product?.lastOrderDate,
    lastShipDate: product?.lastShipDate,
    replacementIds: product?.replacementIds ?? [],
    parameters: toParameterForm(product?.parameterValues ?? [], definitions),
    parts: withRowKeys(product?.parts),
    i18n: formLanguages(product?.i18n, toLangForm, emptyProductLang),
  };
}

/**
 * The product to save. `enabled` is the saved product's (the editor sets each language's
 * publication only; "Hide from the site" / "Show again" change it), true for a new one.
 */
export function toProductInput(
  values: ProductFormValues,
  parameters: ParameterSource,
  enabled: boolean,
): ProductInput {
  return {
    classifyId: values.classifyId!,
    sort: values.sort ?? 0,
    enabled,
    status: values.status,
    ...datesOf(values.status, values),
    replacementIds: values.replacementIds ?? [],
    parameterValues:
      'keep' in parameters
        ? [...parameters.keep]
        : toParameterValues(values.parameters, parameters.definitions),
    // The rows' rules have required every count before a save gets here.
    parts: withoutRowKeys(values.parts).map((part) => ({
      ...part,
      ...datesOf(part.status, part),
    })) as ProductPart[],
    i18n: payloadLanguages(values.i18n, fromLangForm),
  };
}

/** The lists edited as table rows: a cell's form name holds its row's index as text. */
const TABLE_ROWS = /^(parts|i18n\.(?:zh_CN|en_US)\.(?:specs|models))\.(\d+)\.(.+)$/;

/**
 * The form path of a field a refused save names, where it is not the field's name: a parameter
 * value is sent as the n-th of a list but edited under its key (`parameterValues.2.min` →
 * `parameters.<key>`), and a cell of an editable table is named with its row's index as text
 * (ProComponents' naming: `parts.0.pins` → `['parts', '0', 'pins']`). Other fields: undefined.
 */
export function productFieldPath(
  field: string,
  sent: Pick<ProductInput, 'parameterValues'> | undefined,
): string[] | undefined {
  const parameter = /^parameterValues\.(\d+)(?:\.|$)/.exec(field);
  if (parameter) {
    const key = sent?.parameterValues?.[Number(parameter[1])]?.key;
    return key ? ['parameters', key] : undefined;
  }
  const cell = TABLE_ROWS.exec(field);
  if (cell) {
    const [, list = '', row = '', rest = ''] = cell;
    return [...list.split('.'), row, ...rest.split('.')];
  }
  return undefined;
}
