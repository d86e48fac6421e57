import type { AdminInvestor, AdminInvestorInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { investorKeys } from './keys.ts';

export const createInvestorItem = (body: AdminInvestorInput) =>
  api.post<AdminInvestor>(adminUrl('investor'), body);

export const createInvestorItemInvalidates = [investorKeys.all];

export const useCreateInvestorItem = () =>
  useInvalidatingMutation(createInvestorItem, createInvestorItemInvalidates);
