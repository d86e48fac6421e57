import type { AdminProduct, AdminProductInput, SavePublication } from '@coresense/shared';

export type Product = AdminProduct;
/** A product as saved, with the languages the save publishes (contract §10). */
export type ProductInput = AdminProductInput & SavePublication;

export interface CategoryOption {
  id: number;
  name: string;
  /** The category's parameters, in the order its products show them. */
  parameterKeys: string[];
}
