import type { AdminApplication, AdminApplicationInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { applicationKeys } from './keys.ts';

export const createApplication = (body: AdminApplicationInput) =>
  api.post<AdminApplication>(adminUrl('applications'), body);

export const createApplicationInvalidates = [applicationKeys.all];

export const useCreateApplication = () =>
  useInvalidatingMutation(createApplication, createApplicationInvalidates);
