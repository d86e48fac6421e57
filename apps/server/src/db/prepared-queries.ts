import type { PagingQuery } from '@coresense/shared';
import type { Compilable, CompiledQuery, Kysely, SelectQueryBuilder } from 'kysely';
import { pageLimit, pageOffset } from './queries.ts';

const VALUE_NAME = Symbol('prepared query value');

/** What `build` receives in place of a value: it must reach the query only as a bound value. */
interface StandIn {
  readonly [VALUE_NAME]: string;
}

function isStandIn(value: unknown): value is StandIn {
  return typeof value === 'object' && value !== null && VALUE_NAME in value;
}

function standIn(name: string): StandIn {
  const misuse = () => {
    throw new Error(`prepared query value "${name}" was used as text, not as a bound value`);
  };
  const value = { [VALUE_NAME]: name, toString: misuse, [Symbol.toPrimitive]: misuse };
  return value;
}

/** A bound value of the compiled query: one of the call's values, or a constant of the query. */
type Slot = { name: string } | { constant: unknown };

interface Prepared {
  compiled: CompiledQuery;
  slots: Slot[];
}

/**
 * Queries built and compiled once, then run with new values. Kysely builds and compiles a query
 * on every call, which for the small public reads costs more than the database takes to answer.
 *
 * `build` gets stand-ins for `values` and may use them only as bound values; anything that
 * changes the query's shape (a filter present or not, a list's length) belongs in `shape`, which
 * keys the compiled query. A stand-in used any other way throws when the query is first built.
 */
export class PreparedQueries<DB> {
  readonly #db: Kysely<DB>;
  readonly #prepared = new Map<string, Prepared>();

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async execute<Values extends object, Row>(
    shape: string,
    values: Values,
    build: (values: Values) => Compilable<Row>,
  ): Promise<Row[]> {
    const { compiled, slots } = this.#prepare(shape, values, build);
    const named = values as Record<string, unknown>;
    const parameters = slots.map((slot) => ('name' in slot ? named[slot.name] : slot.constant));
    const result = await this.#db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  }

  /**
   * One page of a list and the count of all it matches, both prepared: `filtered` builds the
   * list's tables and filter from the stand-ins, `listed` adds its columns and order.
   */
  async page<Values extends object, QueryDB, TB extends keyof QueryDB, Filtered, Row>(
    shape: string,
    values: Values,
    paging: PagingQuery,
    filtered: (values: Values) => SelectQueryBuilder<QueryDB, TB, Filtered>,
    listed: (query: SelectQueryBuilder<QueryDB, TB, Filtered>) => SelectQueryBuilder<QueryDB, TB, Row>,
  ): Promise<{ rows: Row[]; total: number }> {
    const paged = { ...values, offset: pageOffset(paging) };
    const [rows, [count]] = await Promise.all([
      this.execute(`${shape}:page of ${paging.pageSize}`, paged, (standIns) =>
        listed(filtered(standIns)).limit(pageLimit(paging)).offset(standIns.offset),
      ),
      this.execute(`${shape}:count`, values, (standIns) =>
        filtered(standIns).select((eb) => eb.fn.countAll<number>().as('total')),
      ),
    ]);
    return { rows, total: Number((count as { total?: number } | undefined)?.total ?? 0) };
  }

  #prepare<Values extends object, Row>(
    shape: string,
    values: Values,
    build: (values: Values) => Compilable<Row>,
  ): Prepared {
    const known = this.#prepared.get(shape);
    if (known) return known;
    const standIns = Object.fromEntries(Object.keys(values).map((name) => [name, standIn(name)]));
    const compiled = build(standIns as unknown as Values).compile();
    const slots = compiled.parameters.map(
      (parameter): Slot => (isStandIn(parameter) ? { name: parameter[VALUE_NAME] } : { constant: parameter }),
    );
    const prepared = { compiled, slots };
    this.#prepared.set(shape, prepared);
    return prepared;
  }
}
