import type { AdminContract, AdminContractInput } from '@coresense/shared';
import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/resource-api.ts';

export const contractsApi = resourceApi<AdminContract, AdminContractInput>('contracts');

export const useContract = (id: number) => useQuery(contractsApi.get(id));
