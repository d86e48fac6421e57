import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import type { Product, ProductInput } from '../types.ts';
import { productKeys } from './keys.ts';

export const updateProduct = ({ id, ...body }: ProductInput & { id: number }) =>
  api.put<Product>(adminUrl('products', id), body);

export const updateProductInvalidates = [productKeys.all, productKeys.categoryOptions];

export const useUpdateProduct = () => useInvalidatingMutation(updateProduct, updateProductInvalidates);
