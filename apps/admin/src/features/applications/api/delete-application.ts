import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { applicationKeys } from './keys.ts';

export const deleteApplication = (id: number) => api.delete<{ id: number }>(adminUrl('applications', id));

export const deleteApplicationInvalidates = [applicationKeys.all];

export const useDeleteApplication = () =>
  useInvalidatingMutation(deleteApplication, deleteApplicationInvalidates);
