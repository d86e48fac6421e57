import type { AdminContract, AdminContractInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { contractKeys } from './keys.ts';

export const updateContract = ({ id, ...body }: AdminContractInput & { id: number }) =>
  api.put<AdminContract>(adminUrl('contracts', id), body);

export const updateContractInvalidates = [contractKeys.all];

export const useUpdateContract = () => useInvalidatingMutation(updateContract, updateContractInvalidates);
