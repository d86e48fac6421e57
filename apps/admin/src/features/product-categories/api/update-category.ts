import type { AdminProductCategory, AdminProductCategoryInput } from '@coresense/shared';
import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { categoryKeys } from './keys.ts';

export const updateCategory = ({ id, ...body }: AdminProductCategoryInput & { id: number }) =>
  api.put<AdminProductCategory>(adminUrl('product-categories', id), body);

export const updateCategoryInvalidates = [categoryKeys.all, ['product-categories', 'options']];

export const useUpdateCategory = () => useInvalidatingMutation(updateCategory, updateCategoryInvalidates);
