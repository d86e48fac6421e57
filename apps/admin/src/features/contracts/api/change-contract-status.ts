import type { AdminContract, ContractStatus } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { contractsApi } from './get-contract.ts';

export const changeContractStatus = ({ id, status }: { id: number; status: ContractStatus }) =>
  api.post<AdminContract>(`${adminUrl('contracts', id)}/status`, { status });

/** One step of the workflow (the server refuses any other). */
export const useChangeContractStatus = () =>
  useInvalidatingMutation(changeContractStatus, [contractsApi.keys.all]);
