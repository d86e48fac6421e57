import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { contractKeys } from './keys.ts';

export const deleteContract = (id: number) => api.delete<{ id: number }>(adminUrl('contracts', id));

export const deleteContractInvalidates = [contractKeys.all];

export const useDeleteContract = () => useInvalidatingMutation(deleteContract, deleteContractInvalidates);
