import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The key preview links are signed with: made once, at random, and kept in the database, so
 * every server process and machine sharing it signs and checks the same way, and links stay
 * valid across restarts. The first processes to ask at once insert one key between them.
 */
export class SigningKey {
  readonly #db: Kysely<Database>;
  readonly #name: string;
  #key: Promise<Buffer> | undefined;

  constructor(db: Kysely<Database>, name: string) {
    this.#db = db;
    this.#name = name;
  }

  get(): Promise<Buffer> {
    this.#key ??= this.#read().catch((error: unknown) => {
      // A failed read (the database briefly away) is tried again on the next call.
      this.#key = undefined;
      throw error;
    });
    return this.#key;
  }

  async #read(): Promise<Buffer> {
    await this.#db
      .insertInto('server_secrets')
      .values({ name: this.#name, value: randomBytes(32).toString('base64url'), created_at: nowIso() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await this.#db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', this.#name)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64url');
  }
}
