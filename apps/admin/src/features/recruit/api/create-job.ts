import type { AdminRecruit, AdminRecruitInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { jobKeys } from './keys.ts';

export const createJob = (body: AdminRecruitInput) => api.post<AdminRecruit>(adminUrl('recruit'), body);

export const createJobInvalidates = [jobKeys.all];

export const useCreateJob = () => useInvalidatingMutation(createJob, createJobInvalidates);
