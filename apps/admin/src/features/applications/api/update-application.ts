import type { AdminApplication, AdminApplicationInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { applicationKeys } from './keys.ts';

export const updateApplication = ({ id, ...body }: AdminApplicationInput & { id: number }) =>
  api.put<AdminApplication>(adminUrl('applications', id), body);

export const updateApplicationInvalidates = [applicationKeys.all];

export const useUpdateApplication = () =>
  useInvalidatingMutation(updateApplication, updateApplicationInvalidates);
