import type { AdminProductParameter, Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { displayText } from '../lib/bilingual.ts';
import { adminUrl } from '../lib/resource.ts';
import { currentLocale, localeToLang } from '../locales/index.ts';

export type ParameterDefinition = AdminProductParameter;

/** Every parameter definition in list order (a catalogue defines a few dozen). */
export async function getParameterDefinitions(): Promise<ParameterDefinition[]> {
  const page = await api.get<Paged<ParameterDefinition>>(adminUrl('product-parameters'), {
    pageNum: 1,
    pageSize: 100,
    sortField: 'sort',
    sortOrder: 'ascend',
  });
  return page.list;
}

/** Keyed under `product-parameters` so writes to the definitions make it stale. */
export const parameterDefinitionsQueryOptions = () =>
  queryOptions({
    queryKey: ['product-parameters', 'definitions'] as const,
    queryFn: getParameterDefinitions,
    staleTime: 60_000,
  });

/** The definitions, for users who may read them (`product-parameters:read`); disabled otherwise. */
export const useParameterDefinitions = (enabled = true) =>
  useQuery({ ...parameterDefinitionsQueryOptions(), enabled });

/** A parameter's label in the interface language, else in the other one, else its key. */
export function parameterLabel(definition: Pick<ParameterDefinition, 'key' | 'i18n'>): string {
  return displayText(definition.i18n, (value) => value.label, localeToLang(currentLocale)) || definition.key;
}

/** An enum option's label in the interface language, else its token. */
export function optionLabel(option: NonNullable<ParameterDefinition['options']>[number]): string {
  return displayText(option.i18n, (value) => value.label, localeToLang(currentLocale)) || option.value;
}
