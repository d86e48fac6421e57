import type { AccountProfile, AccountProfileInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/resource.ts';
import { profileKey } from './get-profile.ts';

export const updateProfile = (profile: AccountProfileInput) =>
  api.put<AccountProfile>('/api/v1/account/profile', profile);

/** The header shows the name and avatar too. */
export const updateProfileInvalidates = [profileKey, currentUserKey];

export const useUpdateProfile = () => useInvalidatingMutation(updateProfile, updateProfileInvalidates);
