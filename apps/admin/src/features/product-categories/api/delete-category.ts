import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { categoryKeys } from './keys.ts';

export const deleteCategory = (id: number) => api.delete<{ id: number }>(adminUrl('product-categories', id));

export const deleteCategoryInvalidates = [categoryKeys.all, ['product-categories', 'options']];

export const useDeleteCategory = () => useInvalidatingMutation(deleteCategory, deleteCategoryInvalidates);
