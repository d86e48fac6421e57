import type { AdminApplication, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { applicationKeys } from './keys.ts';

export const getApplications = (query: Query) =>
  api.get<Paged<AdminApplication>>(adminUrl('applications'), query);

export const applicationsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: applicationKeys.list(query), queryFn: () => getApplications(query) });
