import type { AdminInvestor, AdminInvestorInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { investorKeys } from './keys.ts';

export const updateInvestorItem = ({ id, ...body }: AdminInvestorInput & { id: number }) =>
  api.put<AdminInvestor>(adminUrl('investor', id), body);

export const updateInvestorItemInvalidates = [investorKeys.all];

export const useUpdateInvestorItem = () =>
  useInvalidatingMutation(updateInvestorItem, updateInvestorItemInvalidates);
