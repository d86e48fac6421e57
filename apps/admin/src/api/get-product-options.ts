import type { AdminProduct, Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { displayText } from '../lib/bilingual.ts';
import { adminUrl } from '../lib/resource.ts';
import { currentLocale, localeToLang } from '../locales/index.ts';

export interface ProductOption {
  label: string;
  value: number;
  /** The product's model, in the interface's language where written: what a goods line orders. */
  model: string;
}

/** Products to relate an application to, found by name or model as the editor types. */
export async function getProductOptions(keyword: string): Promise<ProductOption[]> {
  const page = await api.get<Paged<AdminProduct>>(adminUrl('products'), {
    pageNum: 1,
    pageSize: 100,
    keyword,
    sortField: 'sort',
    sortOrder: 'ascend',
  });
  const lang = localeToLang(currentLocale);
  return page.list.map((product) => {
    const name = displayText(product.i18n, (value) => value.name, lang) || `#${product.id}`;
    const model = displayText(product.i18n, (value) => value.model, lang);
    return { value: product.id, label: model ? `${name} (${model})` : name, model };
  });
}

/** Keyed under `products` so product writes make the names fresh. */
export const productOptionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['products', 'options', keyword] as const,
    queryFn: () => getProductOptions(keyword),
  });

export const useProductOptions = (keyword: string) => useQuery(productOptionsQueryOptions(keyword));
