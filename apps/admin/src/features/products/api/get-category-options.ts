import type { Paged, ProductI18n } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type BilingualRecord, displayText } from '../../../lib/bilingual.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { currentLocale, localeToLang } from '../../../locales/index.ts';
import type { CategoryOption } from '../types.ts';

/** Keyed under `product-categories` so category writes make the names fresh. */
export const categoryOptionsKey = ['product-categories', 'options'] as const;

type CategoryRecord = BilingualRecord<Pick<ProductI18n, 'name'>> & { parameterKeys: string[] };

/** Every category (a catalogue has a handful), named in the interface language, with its parameters' keys in order. */
export async function getCategoryOptions(): Promise<CategoryOption[]> {
  const page = await api.get<Paged<CategoryRecord>>(adminUrl('product-categories'), {
    pageNum: 1,
    pageSize: 100,
    sortField: 'sort',
    sortOrder: 'ascend',
  });
  const lang = localeToLang(currentLocale);
  return page.list.map((category) => ({
    id: category.id,
    name: displayText(category.i18n, (value) => value.name, lang) || `#${category.id}`,
    parameterKeys: category.parameterKeys,
  }));
}

export const categoryOptionsQueryOptions = () =>
  queryOptions({ queryKey: categoryOptionsKey, queryFn: getCategoryOptions, staleTime: 60_000 });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
