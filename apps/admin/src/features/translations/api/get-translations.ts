import type { TranslationStatus } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/admin/translations` (contract §10): per bilingual resource the user may read. */
export const getTranslations = () => api.get<TranslationStatus[]>('/api/v1/admin/translations');

export const translationsQuery = () =>
  queryOptions({ queryKey: ['translations'] as const, queryFn: getTranslations, staleTime: 0 });

export const useTranslations = () => useQuery(translationsQuery());
