import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EnquiryTable } from './enquiries.table.ts';

export type EnquiryInsert = Omit<Insertable<EnquiryTable>, 'id'>;

export class EnquiryRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Resolves once the row is committed: callers acknowledge a submission only after this. */
  async insert(row: EnquiryInsert): Promise<number> {
    const { id } = await this.#db
      .insertInto('enquiries')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}
