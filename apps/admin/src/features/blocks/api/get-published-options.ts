import type { AdminApplication, AdminProduct, Paged } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { displayText } from '../../../lib/bilingual.ts';
import { adminUrl } from '../../../lib/resource.ts';

export interface RecordOption {
  value: number;
  label: string;
}

/** Published records in their list order (the most a page holds: the home page shows a few). */
const PUBLISHED = { pageNum: 1, pageSize: 100, enabled: 'true', sortField: 'sort', sortOrder: 'ascend' };

async function publishedProducts(lang: Lang): Promise<RecordOption[]> {
  const page = await api.get<Paged<AdminProduct>>(adminUrl('products'), PUBLISHED);
  return page.list.map((product) => {
    const name = displayText(product.i18n, (value) => value.name, lang) || `#${product.id}`;
    const model = displayText(product.i18n, (value) => value.model, lang);
    return { value: product.id, label: model ? `${name} (${model})` : name };
  });
}

async function publishedApplications(lang: Lang): Promise<RecordOption[]> {
  const page = await api.get<Paged<AdminApplication>>(adminUrl('applications'), PUBLISHED);
  return page.list.map((application) => ({
    value: application.id,
    label: displayText(application.i18n, (value) => value.title, lang) || `#${application.id}`,
  }));
}

/** Keyed under each resource, so that its writes make the names and the published set fresh. */
export const usePublishedProducts = (lang: Lang) =>
  useQuery(
    queryOptions({
      queryKey: ['products', 'published-options', lang] as const,
      queryFn: () => publishedProducts(lang),
    }),
  );

export const usePublishedApplications = (lang: Lang) =>
  useQuery(
    queryOptions({
      queryKey: ['applications', 'published-options', lang] as const,
      queryFn: () => publishedApplications(lang),
    }),
  );
