import type { ProductRecord } from '@coresense/shared';

/** The name of a specification row as two rows are compared: "Zero-g offset" is "zero-g  offset ". */
const specKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The specification table of a product page: every typed parameter (contract §8), then every
 * free-text row the editor keeps beside them, except one that repeats a parameter's name. The
 * page shows each specification the editor maintains, once.
 */
export function specRows(
  parameters: ProductRecord['content']['parameters'],
  specs: ProductRecord['content']['specs'],
): Array<{ name: string; value: string }> {
  const typed = parameters.map((parameter) => ({ name: parameter.label, value: parameter.display }));
  const named = new Set(typed.map((row) => specKey(row.name)));
  return [...typed, ...specs.filter((spec) => spec.name.trim() !== '' && !named.has(specKey(spec.name)))];
}
