import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/admin/contracts/next-number`: the number to propose for a new contract, asked afresh each time. */
export const useNextContractNumber = () =>
  useQuery({
    queryKey: ['contracts', 'next-number'] as const,
    queryFn: async () => (await api.get<{ number: string }>('/api/v1/admin/contracts/next-number')).number,
    staleTime: 0,
    gcTime: 0,
  });
