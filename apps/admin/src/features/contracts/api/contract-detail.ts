import type {
  AdminContract,
  AdminContractInput,
  AuditLogEntry,
  ContractStatus,
  Lang,
} from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const contractsApi = resourceApi<AdminContract, AdminContractInput>('contracts');

export const useContract = (id: number) => useQuery(contractsApi.get(id));

/** Keyed under `contracts`, so every contract write makes the history fresh too. */
export const useContractHistory = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: ['contracts', 'history', id] as const,
      queryFn: () => api.get<AuditLogEntry[]>(`${adminUrl('contracts', id)}/history`),
    }),
  );

/** One step of the workflow; the server refuses any other. */
export const useChangeContractStatus = () =>
  useInvalidatingMutation(
    ({ id, status }: { id: number; status: ContractStatus }) =>
      api.post<AdminContract>(`${adminUrl('contracts', id)}/status`, { status }),
    [contractsApi.keys.all, ['members']],
  );

/** The printable contract, opened by the browser itself (its PDF viewer prints it). */
export const contractPdfUrl = (id: number, lang: Lang) => `${adminUrl('contracts', id)}/pdf?lang=${lang}`;
