import type { AdminProductParameterInput } from '@coresense/shared';
import type { ParameterDefinition } from '../../../api/get-parameter-definitions.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

/** The definitions' own endpoints; their keys start with `product-parameters`, as the shared options' do. */
export const productParametersApi = resourceApi<ParameterDefinition, AdminProductParameterInput>(
  'product-parameters',
);
