import type { DashboardAnalysis, DashboardMonitor, DashboardWorkplace } from '@coresense/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/v1/admin/dashboard';

/** How often the monitor asks again: its figures are a sliding five minutes. */
export const MONITOR_REFRESH_MS = 5000;

export interface DayRange {
  from: string;
  to: string;
}

export const analysisQueryOptions = (range: DayRange | undefined) =>
  queryOptions({
    queryKey: ['dashboard', 'analysis', range?.from, range?.to] as const,
    queryFn: () => api.get<DashboardAnalysis>(`${BASE}/analysis`, { ...range }),
  });

/** The figures of a range; the previous range's stay on screen while the next loads. */
export const useAnalysis = (range: DayRange | undefined) =>
  useQuery({ ...analysisQueryOptions(range), placeholderData: keepPreviousData });

export const useMonitor = () =>
  useQuery({
    queryKey: ['dashboard', 'monitor'] as const,
    queryFn: () => api.get<DashboardMonitor>(`${BASE}/monitor`),
    refetchInterval: MONITOR_REFRESH_MS,
    // A hidden tab need not keep the server busy.
    refetchIntervalInBackground: false,
  });

export const useWorkplace = () =>
  useQuery({
    queryKey: ['dashboard', 'workplace'] as const,
    queryFn: () => api.get<DashboardWorkplace>(`${BASE}/workplace`),
  });
