import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { jobKeys } from './keys.ts';

export const deleteJob = (id: number) => api.delete<{ id: number }>(adminUrl('recruit', id));

export const deleteJobInvalidates = [jobKeys.all];

export const useDeleteJob = () => useInvalidatingMutation(deleteJob, deleteJobInvalidates);
