import { LRUCache } from 'lru-cache';

/** Whether two column values are the same; drivers hand timestamps over as new `Date`s each read. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

function sameRow(a: object, b: object): boolean {
  const columns = Object.keys(a);
  if (columns.length !== Object.keys(b).length) return false;
  return columns.every((column) =>
    sameValue((a as Record<string, unknown>)[column], (b as Record<string, unknown>)[column]),
  );
}

/**
 * What was derived from a database row, kept while the row read again is the same in every
 * column. Compared, not trusted: it cannot answer anything the database no longer holds, and a
 * column added later takes part without anyone remembering to list it. At most `max` entries,
 * the least recently read dropped first.
 */
export class RowMemo<Row extends object, Value extends object> {
  readonly #kept: LRUCache<string, { row: Row; value: Value }>;

  constructor(max: number) {
    this.#kept = new LRUCache({ max });
  }

  /** The value `derive` made from a row equal to `row` under `key`, or derives it now. */
  get(key: string, row: Row, derive: (row: Row) => Value): Value {
    const kept = this.#kept.get(key);
    if (kept && sameRow(kept.row, row)) return kept.value;
    const value = derive(row);
    this.#kept.set(key, { row, value });
    return value;
  }
}
