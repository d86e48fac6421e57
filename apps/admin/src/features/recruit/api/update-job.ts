import type { AdminRecruit, AdminRecruitInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { jobKeys } from './keys.ts';

export const updateJob = ({ id, ...body }: AdminRecruitInput & { id: number }) =>
  api.put<AdminRecruit>(adminUrl('recruit', id), body);

export const updateJobInvalidates = [jobKeys.all];

export const useUpdateJob = () => useInvalidatingMutation(updateJob, updateJobInvalidates);
