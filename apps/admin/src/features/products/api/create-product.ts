import { api } from '../../../lib/api-client.ts';
import { adminUrl, useInvalidatingMutation } from '../../../lib/resource.ts';
import type { Product, ProductInput } from '../types.ts';
import { productKeys } from './keys.ts';

export const createProduct = (body: ProductInput) => api.post<Product>(adminUrl('products'), body);

/** Category options carry product counts. */
export const createProductInvalidates = [productKeys.all, productKeys.categoryOptions];

export const useCreateProduct = () => useInvalidatingMutation(createProduct, createProductInvalidates);
