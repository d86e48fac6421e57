import type { Compilable, CompiledQuery, Kysely } from 'kysely';

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
