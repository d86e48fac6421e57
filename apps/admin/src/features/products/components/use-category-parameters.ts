import { type ParameterDefinition, useParameterDefinitions } from '../../../api/get-parameter-definitions.ts';
import { useAccess } from '../../../hooks/use-access.tsx';
import { useCategoryOptions } from '../api/get-category-options.ts';
import type { CategoryOption } from '../types.ts';

/** The definitions of a category's parameters, in the category's order (keys no longer defined left out). */
export function categoryDefinitions(
  classifyId: number | undefined,
  categories: readonly CategoryOption[] | undefined,
  definitions: readonly ParameterDefinition[] | undefined,
): ParameterDefinition[] {
  const keys = categories?.find((category) => category.id === classifyId)?.parameterKeys ?? [];
  const byKey = new Map((definitions ?? []).map((definition) => [definition.key, definition]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

export type CategoryParameters =
  /** The user may not read the definitions: the values are kept as stored. */
  | { state: 'no-access' }
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; definitions: ParameterDefinition[]; all: ParameterDefinition[] };

/** What the product editor knows of the parameters of the category chosen. */
export function useCategoryParameters(classifyId: number | undefined): CategoryParameters {
  const mayRead = useAccess()['product-parameters:read'];
  const categories = useCategoryOptions();
  const definitions = useParameterDefinitions(mayRead);
  if (!mayRead) return { state: 'no-access' };
  const failed = definitions.error ?? categories.error;
  if (failed)
    return {
      state: 'failed',
      error: failed,
      retry: () => {
        void definitions.refetch();
        void categories.refetch();
      },
    };
  if (!definitions.data || !categories.data) return { state: 'loading' };
  return {
    state: 'ready',
    definitions: categoryDefinitions(classifyId, categories.data, definitions.data),
    all: definitions.data,
  };
}
