import type { BlockType, Lang } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { nowIso, toIso } from '../../db/column-types.ts';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import type { Database } from '../../db/schema.ts';

export class BlockRepository {
  readonly #db: Kysely<Database>;
  readonly #prepared: PreparedQueries<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#prepared = new PreparedQueries(db);
  }

  async find(type: BlockType, lang: Lang): Promise<string | undefined> {
    const [row] = await this.#prepared.execute('find', { type, lang }, (values) =>
      this.#db
        .selectFrom('page_blocks')
        .where('type', '=', values.type)
        .where('lang', '=', values.lang)
        .select('data'),
    );
    return row?.data;
  }

  /** The block's JSON text per language written. */
  async findByLanguage(type: BlockType): Promise<Array<{ lang: string; data: string; updatedAt: string }>> {
    const rows = await this.#db
      .selectFrom('page_blocks')
      .where('type', '=', type)
      .select(['lang', 'data', 'updated_at'])
      .execute();
    return rows.map((row) => ({ lang: row.lang, data: row.data, updatedAt: toIso(row.updated_at) }));
  }

  /** Drops the block's text in `lang` (a restored version that lacked that language). */
  async remove(type: BlockType, lang: Lang): Promise<void> {
    await this.#db.deleteFrom('page_blocks').where('type', '=', type).where('lang', '=', lang).execute();
  }

  async save(type: BlockType, lang: Lang, data: string): Promise<void> {
    const updatedAt = nowIso();
    await this.#db
      .insertInto('page_blocks')
      .values({ type, lang, data, updated_at: updatedAt })
      .onConflict((conflict) =>
        conflict.columns(['type', 'lang']).doUpdateSet({ data, updated_at: updatedAt }),
      )
      .execute();
  }
}
