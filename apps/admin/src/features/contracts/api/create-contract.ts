import type { AdminContract, AdminContractInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { contractKeys } from './keys.ts';

export const createContract = (body: AdminContractInput) =>
  api.post<AdminContract>(adminUrl('contracts'), body);

export const createContractInvalidates = [contractKeys.all];

export const useCreateContract = () => useInvalidatingMutation(createContract, createContractInvalidates);
