import type { ParameterFacet, ProductStatus } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { PRODUCT_STATUSES } from '@coresense/shared/schemas/product-data';
import { formatParameterDisplay, formatQuantity, parseQuantity } from '@coresense/shared/units';
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

/** A refused filter in the visitor's words; `key` and `ends` name the boxes to mark. */
export interface SelectionProblem {
  message: string;
  key?: string;
  ends?: Array<'min' | 'max'>;
}

/** A number the filter box would accept, like what the products have ("2.5 mA", "2.5m"). */
function typedExamples(facet: ParameterFacet): string | undefined {
  const sample = facet.max ?? facet.min;
  if (sample === null || sample === undefined || sample === 0) return undefined;
  // English digits, without grouping commas, so the example reads back as written.
  const withUnit = formatQuantity(Math.abs(sample), facet.unit, 'en_US').replace(/,/g, '');
  const compact = withUnit.endsWith(facet.unit)
    ? withUnit.slice(0, withUnit.length - facet.unit.length)
    : withUnit;
  const short = compact.replace(/\s+/g, '');
  return short && short !== withUnit ? `${withUnit}, ${short}` : withUnit;
}

/** A number parameter's refused value, said of the box or boxes the visitor typed it in. */
function rangeProblem(facet: ParameterFacet, value: string, lang: Lang): SelectionProblem {
  const t = translator(lang);
  const { min, max } = rangeEnds(value);
  const ends = (['min', 'max'] as const).filter((end) => {
    const typed = end === 'min' ? min : max;
    return typed.trim() !== '' && parseQuantity(typed, facet.unit) === null;
  });
  const single = min === max;
  const examples = typedExamples(facet);
  if (ends.length > 0) {
    const end = ends[0] as 'min' | 'max';
    const typed = end === 'min' ? min : max;
    const endWord = t(end === 'min' ? 'selector.min' : 'selector.max').toLowerCase();
    const box = single ? facet.label : t('selector.box', { label: facet.label, end: endWord });
    const said = t(facet.unit ? 'selector.invalidNumber' : 'selector.notANumber', {
      box,
      value: typed.trim(),
      unit: facet.unit,
    });
    return {
      key: facet.key,
      ends: single ? ['min', 'max'] : ends,
      message: examples ? `${said}${t('selector.writeLike', { examples })}` : said,
    };
  }
  return {
    key: facet.key,
    ends: ['min', 'max'],
    message: t('selector.minAboveMax', { label: facet.label, min: min.trim(), max: max.trim() }),
  };
}

/**
 * Why the list refused the address (contract §8: 400 VALIDATION_ERROR), in the visitor's words:
 * each refused field with its label and what was typed in its box.
 */
export function selectionProblems(
  refused: FieldProblem[],
  selection: Selection,
  facets: ParameterFacet[],
  lang: Lang,
): SelectionProblem[] {
  const t = translator(lang);
  const problems = refused.map(({ field, key }): SelectionProblem => {
    if (field === 'status') {
      const unknown = selection.status.filter((value) => !isStatus(value));
      return {
        message: t('selector.invalidStatus', { value: unknown.join(', ') || selection.status.join(',') }),
      };
    }
    if (field === 'sort') return { message: t('selector.invalidSort', { value: selection.sort }) };
    if (!field.startsWith(PARAMETER_PREFIX)) return { message: t('selector.invalidOther') };
    const parameterKey = field.slice(PARAMETER_PREFIX.length);
    const value = selection.filters[parameterKey] ?? '';
    if (key === 'unknownParameter') return { message: t('selector.unknownKey', { key: parameterKey }) };
    const facet = facets.find((each) => each.key === parameterKey);
    if (facet?.type === 'number') return rangeProblem(facet, value, lang);
    return {
      key: parameterKey,
      message: t('selector.invalidValue', { label: facet?.label ?? parameterKey, value }),
    };
  });
  const unique = new Map(problems.map((problem) => [problem.message, problem]));
  return unique.size ? [...unique.values()] : [{ message: t('selector.invalidOther') }];
}

/** The selection less what the list refused: the filters that can be read still apply. */
export function withoutRefused<
  T extends { filters: Record<string, string>; status?: string[]; sort?: string },
>(match: T, refused: FieldProblem[]): T {
  const fields = new Set(refused.map((problem) => problem.field));
  const filters = Object.fromEntries(
    Object.entries(match.filters).filter(([key]) => !fields.has(`${PARAMETER_PREFIX}${key}`)),
  );
  return {
    ...match,
    filters,
    status: fields.has('status') ? undefined : match.status,
    sort: fields.has('sort') ? undefined : match.sort,
  };
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
      /** Why the list could not read what was typed, and in which box. */
      problem?: { message: string; ends: Array<'min' | 'max'> };
    }
  | {
      key: string;
      label: string;
      type: 'enum' | 'boolean';
      options: Array<{ value: string; label: string; count: number; checked: boolean }>;
      problem?: { message: string };
    };

export function panelParameters(
  facets: ParameterFacet[],
  selection: Selection,
  lang: Lang,
  problems: SelectionProblem[] = [],
): PanelParameter[] {
  const t = translator(lang);
  return facets.map((facet) => {
    const value = selection.filters[facet.key];
    const problem = problems.find((each) => each.key === facet.key);
    if (facet.type === 'number') {
      const hint =
        facet.min !== null && facet.max !== null
          ? t('selector.rangeHint', {
              // "±50 g" where the products span a symmetric range, else "1.71 V – 3.6 V".
              range: formatParameterDisplay(
                { type: 'number', unit: facet.unit, value: null, min: facet.min, max: facet.max },
                lang,
              ),
            })
          : '';
      return {
        key: facet.key,
        label: facet.label,
        type: 'number',
        unit: facet.unit,
        hint,
        ...rangeEnds(value),
        ...(problem && { problem: { message: problem.message, ends: problem.ends ?? ['min', 'max'] } }),
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
      ...(problem && { problem: { message: problem.message } }),
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
