import type { Kysely } from 'kysely';
import type { RegisteredContentType } from '../../content/content-type.ts';
import { matchesIgnoringCase } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';

/** A bilingual record that matched: its main row, and its text in each language written. */
export interface BilingualHit {
  row: { id: number };
  texts: Array<{ lang: string; text: object }>;
}

/**
 * The records whose searched columns contain the pattern (`containsPattern`), newest change
 * first, at most `limit` of each kind. Bilingual records match in either language and answer
 * their texts in every language written, so the service can name them in the reader's.
 */
export class AdminSearchRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Records of a content type, found by its `headerSearch` columns; none in the trash. */
  async bilingual(type: RegisteredContentType, pattern: string, limit: number): Promise<BilingualHit[]> {
    // The tables are the type's, named at run time: Kysely cannot type them.
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const db = this.#db as Kysely<any>;
    const matching = db
      .selectFrom(`${type.textTableName} as t`)
      .select(`t.${type.ownerColumn}`)
      .where((eb) =>
        eb.or(type.headerSearchColumns.map((column) => matchesIgnoringCase(eb.ref(`t.${column}`), pattern))),
      );
    const rows: Array<{ id: number }> = await db
      .selectFrom(`${type.tableName} as r`)
      .selectAll('r')
      .where('r.id', 'in', matching)
      .where(type.live('r.id'))
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .$castTo<{ id: number }>()
      .execute();
    if (rows.length === 0) return [];
    const texts: Array<{ id: number; lang: string; data: string }> = await db
      .selectFrom(type.textTableName)
      .select([`${type.ownerColumn} as id`, 'lang', 'data'])
      .where(
        type.ownerColumn,
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => ({
      row,
      texts: texts
        .filter((text) => Number(text.id) === row.id)
        .map((text) => ({ lang: text.lang, text: JSON.parse(text.data) as object })),
    }));
  }

  members(pattern: string, limit: number) {
    return this.#db
      .selectFrom('members as m')
      .select(['m.id', 'm.name', 'm.company'])
      .where((eb) =>
        eb.or(
          (['m.name', 'm.company', 'm.contact_name', 'm.email'] as const).map((column) =>
            matchesIgnoringCase(eb.ref(column), pattern),
          ),
        ),
      )
      .orderBy('m.updated_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
  }

  contracts(pattern: string, limit: number) {
    return this.#db
      .selectFrom('contracts as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['c.id', 'c.number', 'm.name as memberName'])
      .where((eb) => matchesIgnoringCase(eb.ref('c.number'), pattern))
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
  }

  enquiries(pattern: string, limit: number) {
    return this.#db
      .selectFrom('enquiries as e')
      .select(['e.id', 'e.name', 'e.email'])
      .where((eb) =>
        eb.or([
          matchesIgnoringCase(eb.ref('e.name'), pattern),
          matchesIgnoringCase(eb.ref('e.email'), pattern),
        ]),
      )
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
  }
}
