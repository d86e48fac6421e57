import type { PagingQuery } from '@coresense/shared';
import type { Compilable, CompiledQuery, Kysely, SelectQueryBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { pageLimit, pageLimitFor, pageOffset } from './queries.ts';

const VALUE_NAME = Symbol('prepared query value');

/** What `build` receives in place of a value: it must reach the query only as a bound value. */
interface StandIn {
  readonly [VALUE_NAME]: { name: string; index?: number };
}

function isStandIn(value: unknown): value is StandIn {
  return typeof value === 'object' && value !== null && VALUE_NAME in value;
}

function standIn(name: string, index?: number): StandIn {
  const misuse = () => {
    throw new Error(`prepared query value "${name}" was used as text, not as a bound value`);
  };
  const value = { [VALUE_NAME]: { name, index }, toString: misuse, [Symbol.toPrimitive]: misuse };
  return value;
}

/**
 * Compiled queries a repository keeps, the least recently used dropped first. Its public reads use
 * a few dozen shapes; requests can ask for thousands (each filter present or not, each count of
 * them), which must not each stay in memory for the life of the process (issue 23, S-01). One
 * weighs a few KiB to a few tens of KiB.
 */
export const MAX_PREPARED_QUERIES = 200;

/**
 * The smallest power of two holding `count`. A list value is a query per length: lists whose
 * length a request chooses are padded to these few lengths.
 */
export function slotsFor(count: number): number {
  let slots = 1;
  while (slots < count) slots *= 2;
  return slots;
}

/** `items` made `length` long by repeating the last one (which an `in (…)` matches no more of). */
export function padded<T>(items: readonly T[], length = slotsFor(items.length)): T[] {
  const last = items[items.length - 1] as T;
  return Array.from({ length }, (_, index) => items[index] ?? last);
}

/** Values written into the SQL itself: each distinct one is a query of its own. */
export type Literals = Record<string, string | number | boolean>;

/** A bound value of the compiled query: one of the call's values, or a constant of the query. */
type Slot = { name: string; index?: number } | { constant: unknown };

interface Prepared {
  compiled: CompiledQuery;
  slots: Slot[];
}

/**
 * The compiled query's key, derived from the call: its label, which values are present (and how
 * long each list is) and every literal. These are all that `build` may decide the query's text on.
 */
function shapeKey(label: string, values: object, literals: Literals): string {
  let key = label;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    key += Array.isArray(value) ? `|${name}[${value.length}]` : `|${name}`;
  }
  for (const [name, value] of Object.entries(literals)) key += `|${name}=${value}`;
  return key;
}

/**
 * Queries built and compiled once, then run with new values. Kysely builds and compiles a query
 * on every call, which for the small public reads costs more than the database takes to answer.
 *
 * A call names its query with a constant `label` and hands `build` everything the query depends
 * on, which `build` reads from its arguments only:
 * - `values` are bound. `build` receives a stand-in for each present one, to use as a bound value
 *   only (used as text it throws when the query is first built), `undefined` for an absent one
 *   (whose filter it leaves out), and a list of stand-ins for a list.
 * - `literals` are written into the SQL (a page size, a column chosen by a value), and `build`
 *   receives them as they are.
 * The compiled query is keyed by the label, which values are present, each list's length and the
 * literals, so the key always agrees with the query `build` makes. At most `maxQueries` are kept.
 */
export class PreparedQueries<DB> {
  readonly #db: Kysely<DB>;
  readonly #prepared: LRUCache<string, Prepared>;

  constructor(db: Kysely<DB>, { maxQueries = MAX_PREPARED_QUERIES }: { maxQueries?: number } = {}) {
    this.#db = db;
    this.#prepared = new LRUCache({ max: maxQueries });
  }

  /** How many compiled queries are kept. */
  get size(): number {
    return this.#prepared.size;
  }

  async execute<Values extends object, Row, Literal extends Literals = Record<never, never>>(
    label: string,
    values: Values,
    build: (values: Values, literals: Literal) => Compilable<Row>,
    literals: Literal = {} as Literal,
  ): Promise<Row[]> {
    const { compiled, slots } = this.#prepare(label, values, literals, build);
    const named = values as Record<string, unknown>;
    const parameters = slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      const value = named[slot.name];
      return slot.index === undefined ? value : (value as unknown[])[slot.index];
    });
    const result = await this.#db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  }

  /**
   * One page of a list and the count of all it matches, both prepared: `filtered` builds the
   * list's tables and filter, `listed` adds its columns and order. The LIMIT is a literal, the
   * page size's `pageLimitFor`, and the page keeps the first `pageSize` rows of it.
   */
  async page<
    Values extends object,
    QueryDB,
    TB extends keyof QueryDB,
    Filtered,
    Row,
    Literal extends Literals = Record<never, never>,
  >(
    label: string,
    values: Values,
    paging: PagingQuery,
    filtered: (values: Values, literals: Literal) => SelectQueryBuilder<QueryDB, TB, Filtered>,
    listed: (
      query: SelectQueryBuilder<QueryDB, TB, Filtered>,
      literals: Literal,
    ) => SelectQueryBuilder<QueryDB, TB, Row>,
    literals: Literal = {} as Literal,
  ): Promise<{ rows: Row[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.execute(
        `${label}:page`,
        { ...values, offset: pageOffset(paging) },
        (standIns, pageLiterals) =>
          listed(filtered(standIns, pageLiterals), pageLiterals)
            .limit(pageLimit(pageLiterals))
            .offset(standIns.offset),
        { ...literals, pageSize: pageLimitFor(paging.pageSize) },
      ),
      this.execute(
        `${label}:count`,
        values,
        (standIns, countLiterals) =>
          filtered(standIns, countLiterals).select((eb) => eb.fn.countAll<number>().as('total')),
        literals,
      ),
    ]);
    return {
      rows: rows.slice(0, paging.pageSize),
      total: Number((count as { total?: number } | undefined)?.total ?? 0),
    };
  }

  #prepare<Values extends object, Row, Literal extends Literals>(
    label: string,
    values: Values,
    literals: Literal,
    build: (values: Values, literals: Literal) => Compilable<Row>,
  ): Prepared {
    const key = shapeKey(label, values, literals);
    const known = this.#prepared.get(key);
    if (known) return known;
    const standIns = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        value === undefined
          ? undefined
          : Array.isArray(value)
            ? value.map((_, index) => standIn(name, index))
            : standIn(name),
      ]),
    );
    const compiled = build(standIns as Values, literals).compile();
    const slots = compiled.parameters.map(
      (parameter): Slot => (isStandIn(parameter) ? parameter[VALUE_NAME] : { constant: parameter }),
    );
    const prepared = { compiled, slots };
    this.#prepared.set(key, prepared);
    return prepared;
  }
}
