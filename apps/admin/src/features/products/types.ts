import type { AdminProduct, AdminProductInput } from '@coresense/shared';

export type Product = AdminProduct;
export type ProductInput = AdminProductInput;

export interface CategoryOption {
  id: number;
  name: string;
  /** The category's parameters, in the order its products show them. */
  parameterKeys: string[];
}
