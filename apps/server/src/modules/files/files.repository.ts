import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import { MAX_ID } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import type { FileOwnerType } from './file-refs.ts';
import type { FileTable } from './files.table.ts';

export type FileRow = Selectable<FileTable>;

export interface FileInsert {
  storageKey: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  createdBy: number | null;
  createdAt: string;
}

/** Owners whose own `enabled` flag decides whether they are published. */
const SIMPLE_OWNERS = {
  application: 'applications',
  news: 'news',
  investor: 'investor_items',
  recruit: 'recruits',
  comment: 'comments',
} as const satisfies Partial<Record<FileOwnerType, keyof Database>>;

/**
 * `file_refs.owner_id` is text (a block's owner is its type), so the owner's integer id is cast
 * to text rather than the other way round: PostgreSQL would fail casting 'home' to an integer.
 */
const idAsText = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;

export class FileRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(file: FileInsert): Promise<FileRow> {
    return this.#db
      .insertInto('files')
      .values({
        storage_key: file.storageKey,
        name: file.name,
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
        created_by: file.createdBy,
        created_at: file.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findById(id: number): Promise<FileRow | undefined> {
    if (id > MAX_ID) return undefined;
    return this.#db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The file, if at least one published record (or a page block) references it. */
  async findPublic(id: number): Promise<FileRow | undefined> {
    if (id > MAX_ID) return undefined;
    return this.#db
      .selectFrom('files as f')
      .selectAll('f')
      .where('f.id', '=', id)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('file_refs as r')
            .select(sql`1`.as('one'))
            .whereRef('r.file_id', '=', 'f.id')
            .where((ref) =>
              ref.or([
                ref('r.owner_type', '=', 'block' satisfies FileOwnerType),
                ref.and([
                  ref('r.owner_type', '=', 'product' satisfies FileOwnerType),
                  ref.exists(
                    ref
                      .selectFrom('products as p')
                      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
                      .select(sql`1`.as('one'))
                      .where('p.enabled', '=', true)
                      .where('c.enabled', '=', true)
                      .where(idAsText('p.id'), '=', ref.ref('r.owner_id')),
                  ),
                ]),
                ...Object.entries(SIMPLE_OWNERS).map(([ownerType, table]) =>
                  ref.and([
                    ref('r.owner_type', '=', ownerType),
                    sql<SqlBool>`exists (select 1 from ${sql.table(table)} as o where o.enabled = ${true} and ${idAsText('o.id')} = ${ref.ref('r.owner_id')})`,
                  ]),
                ),
              ]),
            ),
        ),
      )
      .executeTakeFirst();
  }
}
