/*
 * The product selector's state in the address, with the names of contract §8: `p.<key>=min..max`
 * for a number, `p.<key>=a,b` for an enum or boolean, `status=a,b`, `sort=p.<key>` or
 * `sort=-p.<key>`. The filter form sends a number as two boxes (`p.<key>.min`, `p.<key>.max`) and
 * checkboxes as repeated names; `canonicalQuery` turns either into the one address, which the
 * browser navigates to with scripts, and the loader redirects to without them.
 */

export const PARAMETER_PREFIX = 'p.';

/** The name of one of a number's two boxes in the filter form. */
export const rangeBoxName = (key: string, end: 'min' | 'max') => `${PARAMETER_PREFIX}${key}.${end}`;

/** The names whose values are comma lists: checkboxes send them one value at a time. */
const isListName = (name: string) => name === 'status' || name.startsWith(PARAMETER_PREFIX);

/** The canonical entries of a query: ranges joined, lists comma-joined, empty values left out. */
export function canonicalQuery(entries: Iterable<[string, string]>): Array<[string, string]> {
  const values = new Map<string, string[]>();
  const ranges = new Map<string, { min: string; max: string }>();
  for (const [name, raw] of entries) {
    const value = raw.trim();
    const rangeEnd = name.startsWith(PARAMETER_PREFIX) && /\.(min|max)$/.exec(name)?.[1];
    if (rangeEnd) {
      const base = name.slice(0, -'.min'.length);
      const range = ranges.get(base) ?? { min: '', max: '' };
      range[rangeEnd as 'min' | 'max'] = value;
      ranges.set(base, range);
      // Keeps the parameter's place among the others.
      if (!values.has(base)) values.set(base, []);
      continue;
    }
    const list = values.get(name) ?? [];
    values.set(name, list);
    for (const item of isListName(name) ? value.split(',') : [value]) {
      const trimmed = item.trim();
      if (trimmed && !list.includes(trimmed)) list.push(trimmed);
    }
  }
  const canonical: Array<[string, string]> = [];
  for (const [name, list] of values) {
    const range = ranges.get(name);
    if (range && (range.min || range.max)) canonical.push([name, `${range.min}..${range.max}`]);
    else if (list.length) canonical.push([name, isListName(name) ? list.join(',') : (list.at(-1) ?? '')]);
  }
  return canonical;
}

/** A query string of entries, commas and dots left readable (`status=nrnd,obsolete`). */
export function querySearch(entries: Array<[string, string]>): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');
  const query = entries.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return query ? `?${query}` : '';
}

/** The two ends of a `min..max` filter value as typed, for the range boxes. */
export function rangeEnds(value: string | undefined): { min: string; max: string } {
  if (!value) return { min: '', max: '' };
  const separator = value.indexOf('..');
  if (separator < 0) return { min: value, max: value };
  return { min: value.slice(0, separator), max: value.slice(separator + 2) };
}
