import type { Kysely } from 'kysely';
import { matchesIgnoringCase } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';

/** One language's name of a bilingual record. */
export interface TextName {
  lang: string;
  name: string;
  model?: string;
}

/** A bilingual record that matched, with its name in each language written. */
export interface BilingualHit {
  id: number;
  texts: TextName[];
}

/** The texts grouped under their records, in the records' order. */
function grouped<R extends { id: number }>(records: R[], texts: Array<TextName & { id: number }>) {
  return records.map((record) => ({
    ...record,
    texts: texts.filter((text) => text.id === record.id),
  }));
}

/**
 * The records whose searched columns contain the pattern (`containsPattern`), newest change
 * first, at most `limit` of each kind. Bilingual records match in either language and answer
 * their names in every language written, so the service can name them in the reader's.
 */
export class AdminSearchRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async products(pattern: string, limit: number): Promise<BilingualHit[]> {
    const ids = await this.#db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.id', 'in', (eb) =>
        eb
          .selectFrom('product_i18n as t')
          .select('t.product_id')
          .where((inner) =>
            inner.or([
              matchesIgnoringCase(inner.ref('t.name'), pattern),
              matchesIgnoringCase(inner.ref('t.model'), pattern),
            ]),
          ),
      )
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute();
    if (ids.length === 0) return [];
    const texts = await this.#db
      .selectFrom('product_i18n')
      .select(['product_id as id', 'lang', 'name', 'model'])
      .where(
        'product_id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    return grouped(ids, texts);
  }

  /** News and activities, with their type: each has its own page in the back-office. */
  async news(pattern: string, limit: number): Promise<Array<BilingualHit & { type: string }>> {
    const ids = await this.#db
      .selectFrom('news as n')
      .select(['n.id', 'n.type'])
      .where('n.id', 'in', (eb) =>
        eb
          .selectFrom('news_i18n as t')
          .select('t.news_id')
          .where((inner) => matchesIgnoringCase(inner.ref('t.title'), pattern)),
      )
      .orderBy('n.updated_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute();
    if (ids.length === 0) return [];
    const texts = await this.#db
      .selectFrom('news_i18n')
      .select(['news_id as id', 'lang', 'title as name'])
      .where(
        'news_id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    return grouped(ids, texts);
  }

  async recruit(pattern: string, limit: number): Promise<BilingualHit[]> {
    const ids = await this.#db
      .selectFrom('recruits as r')
      .select('r.id')
      .where('r.id', 'in', (eb) =>
        eb
          .selectFrom('recruit_i18n as t')
          .select('t.recruit_id')
          .where((inner) => matchesIgnoringCase(inner.ref('t.position'), pattern)),
      )
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    if (ids.length === 0) return [];
    const texts = await this.#db
      .selectFrom('recruit_i18n')
      .select(['recruit_id as id', 'lang', 'position as name'])
      .where(
        'recruit_id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    return grouped(ids, texts);
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
