import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { investorKeys } from './keys.ts';

export const deleteInvestorItem = (id: number) => api.delete<{ id: number }>(adminUrl('investor', id));

export const deleteInvestorItemInvalidates = [investorKeys.all];

export const useDeleteInvestorItem = () =>
  useInvalidatingMutation(deleteInvestorItem, deleteInvestorItemInvalidates);
