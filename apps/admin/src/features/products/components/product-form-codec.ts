import type { ProductI18n } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { type Keyed, withoutRowKeys, withRowKeys } from '../../../components/editable-rows.tsx';
import { formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import type { Product, ProductInput } from '../types.ts';

/** One language as the form edits it: features one per line, table rows with keys. */
export interface ProductLangForm extends Omit<ProductI18n, 'features' | 'specs' | 'models'> {
  features: string;
  specs: (ProductI18n['specs'][number] & Keyed)[];
  models: (ProductI18n['models'][number] & Keyed)[];
}

export interface ProductFormValues {
  classifyId?: number;
  sort: number;
  enabled: boolean;
  i18n: Record<Lang, ProductLangForm>;
}

export const emptyProductLang = (): ProductLangForm => ({
  name: '',
  model: '',
  summary: '',
  cover: '',
  images: [],
  features: '',
  specs: [],
  models: [],
  description: '',
  files: [],
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

export function toProductForm(product: Product | undefined): ProductFormValues {
  return {
    classifyId: product?.classifyId,
    sort: product?.sort ?? 0,
    enabled: product?.enabled ?? false,
    i18n: formLanguages(product?.i18n, toLangForm, emptyProductLang),
  };
}

export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    classifyId: values.classifyId!,
    sort: values.sort ?? 0,
    enabled: values.enabled,
    i18n: payloadLanguages(values.i18n, fromLangForm),
  };
}

/** A full update from a list row, changing only what is given. */
export function productInputFrom(product: Product, change: Partial<ProductInput>): ProductInput {
  return {
    classifyId: product.classifyId,
    sort: product.sort,
    enabled: product.enabled,
    i18n: product.i18n,
    ...change,
  };
}
