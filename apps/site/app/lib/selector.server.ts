import type { ParameterFacet, ProductStatus } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { PRODUCT_STATUSES } from '@coresense/shared/schemas/product-data';
import { formatQuantity } from '@coresense/shared/units';
import { translator } from './messages';
import { PARAMETER_PREFIX, rangeEnds } from './product-query';

/*
 * The product selector on the server: what the address asks for (lib/product-query.ts names it),
 * what of it cannot be read, in words, and what the filter panel shows. Everything formatted here,
 * so the browser needs no unit code.
 */

export interface Selection {
  keyword: string;
  /** `p.<key>` values as written in the address, by key. */
  filters: Record<string, string>;
  status: string[];
  sort: string;
}

export function selectionFrom(query: URLSearchParams): Selection {
  const filters: Record<string, string> = {};
  for (const [name, value] of query) {
    if (name.startsWith(PARAMETER_PREFIX)) filters[name.slice(PARAMETER_PREFIX.length)] = value;
  }
  const status = query.get('status');
  return {
    keyword: query.get('keyword')?.trim() ?? '',
    filters,
    status: status ? status.split(',') : [],
    sort: query.get('sort') ?? '',
  };
}

const isStatus = (value: string): value is ProductStatus =>
  (PRODUCT_STATUSES as readonly string[]).includes(value);

/** What the service says of a field it refused (`AppError.fieldProblems` of the server). */
interface FieldProblem {
  field: string;
  key: string;
}

/** The refused fields of a VALIDATION_ERROR, or undefined for any other failure. */
export function validationProblems(error: unknown): FieldProblem[] | undefined {
  if (
    typeof error !== 'object' ||
    error === null ||
    !('code' in error) ||
    error.code !== 'VALIDATION_ERROR'
  ) {
    return undefined;
  }
  return 'fieldProblems' in error && Array.isArray(error.fieldProblems) ? error.fieldProblems : [];
}

/**
 * Why the list refused the address (contract §8: 400 VALIDATION_ERROR), in the visitor's words:
 * each refused field with its label and the value as written.
 */
export function selectionProblems(
  refused: FieldProblem[],
  selection: Selection,
  facets: ParameterFacet[],
  lang: Lang,
): string[] {
  const t = translator(lang);
  const messages = refused.map(({ field, key }) => {
    if (field === 'status') {
      const unknown = selection.status.filter((value) => !isStatus(value));
      return t('selector.invalidStatus', { value: unknown.join(', ') || selection.status.join(',') });
    }
    if (field === 'sort') return t('selector.invalidSort', { value: selection.sort });
    if (!field.startsWith(PARAMETER_PREFIX)) return t('selector.invalidOther');
    const parameterKey = field.slice(PARAMETER_PREFIX.length);
    const value = selection.filters[parameterKey] ?? '';
    if (key === 'unknownParameter') return t('selector.unknownKey', { key: parameterKey });
    const facet = facets.find((each) => each.key === parameterKey);
    const label = facet?.label ?? parameterKey;
    return facet?.type === 'number'
      ? t('selector.invalidRange', { label, value })
      : t('selector.invalidValue', { label, value });
  });
  return [...new Set(messages.length ? messages : [t('selector.invalidOther')])];
}

/** One parameter of the filter panel, formatted in the page's language. */
export type PanelParameter =
  | {
      key: string;
      label: string;
      type: 'number';
      unit: string;
      /** What the products span ("1.71 V – 3.6 V"), to help typing. */
      hint: string;
      min: string;
      max: string;
    }
  | {
      key: string;
      label: string;
      type: 'enum' | 'boolean';
      options: Array<{ value: string; label: string; count: number; checked: boolean }>;
    };

export function panelParameters(
  facets: ParameterFacet[],
  selection: Selection,
  lang: Lang,
): PanelParameter[] {
  const t = translator(lang);
  return facets.map((facet) => {
    const value = selection.filters[facet.key];
    if (facet.type === 'number') {
      const hint =
        facet.min !== null && facet.max !== null
          ? t('selector.rangeHint', {
              min: formatQuantity(facet.min, facet.unit, lang),
              max: formatQuantity(facet.max, facet.unit, lang),
            })
          : '';
      return {
        key: facet.key,
        label: facet.label,
        type: 'number',
        unit: facet.unit,
        hint,
        ...rangeEnds(value),
      };
    }
    const chosen = new Set(value?.split(',') ?? []);
    return {
      key: facet.key,
      label: facet.label,
      type: facet.type,
      // A value no product has finds nothing: offered only while the address asks for it.
      options: (facet.options ?? [])
        .filter((option) => option.count > 0 || chosen.has(String(option.value)))
        .map((option) => ({
          value: String(option.value),
          label: option.label,
          count: option.count,
          checked: chosen.has(String(option.value)),
        })),
    };
  });
}

/** The sort choices: each number parameter, both ways. */
export function sortOptions(facets: ParameterFacet[], lang: Lang): Array<{ value: string; label: string }> {
  const t = translator(lang);
  return facets
    .filter((facet) => facet.type === 'number')
    .flatMap((facet) => [
      {
        value: `${PARAMETER_PREFIX}${facet.key}`,
        label: t('selector.sortAscending', { label: facet.label }),
      },
      {
        value: `-${PARAMETER_PREFIX}${facet.key}`,
        label: t('selector.sortDescending', { label: facet.label }),
      },
    ]);
}
