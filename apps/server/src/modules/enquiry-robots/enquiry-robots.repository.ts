import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EnquiryRobotTable } from './enquiry-robots.table.ts';

export type EnquiryRobotRow = Selectable<EnquiryRobotTable>;

/** The stored robots, one per kind of enquiry at most. */
export class EnquiryRobotRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  all(): Promise<EnquiryRobotRow[]> {
    return this.#db.selectFrom('enquiry_robots').selectAll().execute();
  }

  find(kind: string): Promise<EnquiryRobotRow | undefined> {
    return this.#db.selectFrom('enquiry_robots').selectAll().where('kind', '=', kind).executeTakeFirst();
  }

  /** The kinds whose robot is switched on, of those named. */
  async enabledKinds(kinds: readonly string[]): Promise<Set<string>> {
    if (kinds.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('enquiry_robots')
      .select('kind')
      .where('kind', 'in', kinds)
      .where('enabled', '=', true)
      .execute();
    return new Set(rows.map((row) => row.kind));
  }

  async save(row: Insertable<EnquiryRobotTable>): Promise<void> {
    const { kind, ...changes } = row;
    await this.#db
      .insertInto('enquiry_robots')
      .values(row)
      .onConflict((conflict) => conflict.column('kind').doUpdateSet(changes))
      .execute();
  }
}
