import type { AdminProductCategory, AdminProductCategoryInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { categoryKeys } from './keys.ts';

export const createCategory = (body: AdminProductCategoryInput) =>
  api.post<AdminProductCategory>(adminUrl('product-categories'), body);

export const createCategoryInvalidates = [categoryKeys.all, ['product-categories', 'options']];

export const useCreateCategory = () => useInvalidatingMutation(createCategory, createCategoryInvalidates);
