import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import { productKeys } from './keys.ts';

export const deleteProduct = (id: number) => api.delete<{ id: number }>(adminUrl('products', id));

export const deleteProductInvalidates = [productKeys.all, productKeys.categoryOptions];

export const useDeleteProduct = () => useInvalidatingMutation(deleteProduct, deleteProductInvalidates);
