import type { AccountSecurity } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const securityKey = ['account', 'security'] as const;

export const getSecurity = () => api.get<AccountSecurity>('/api/v1/account/security');

export const securityQueryOptions = () => queryOptions({ queryKey: securityKey, queryFn: getSecurity });

export const useSecurity = () => useQuery(securityQueryOptions());
