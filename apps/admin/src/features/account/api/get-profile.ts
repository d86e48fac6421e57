import type { AccountProfile } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const profileKey = ['account', 'profile'] as const;

export const getProfile = () => api.get<AccountProfile>('/api/v1/account/profile');

export const profileQueryOptions = () => queryOptions({ queryKey: profileKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
