import type { AdminFileListQuery } from '@coresense/shared';
import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { FileOwnerType } from '../../content/file-refs.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
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
  /** An image variant names the upload it was made from, and its pixel size. */
  parentId?: number | null;
  width?: number | null;
  height?: number | null;
}

const SORT_COLUMNS = { id: 'id', name: 'name', size: 'size', createTime: 'created_at' } as const;

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
        parent_id: file.parentId ?? null,
        width: file.width ?? null,
        height: file.height ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findById(id: number): Promise<FileRow | undefined> {
    if (id > MAX_ID) return undefined;
    return this.#db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The file, if at least one published record (or a page block) references it; an image
   * variant is published with the upload it was made from.
   */
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
            .where((ref) =>
              ref.or([ref('r.file_id', '=', ref.ref('f.id')), ref('r.file_id', '=', ref.ref('f.parent_id'))]),
            )
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

  /** Uploads only (variants are listed with their original), filtered and sorted. */
  async adminList(query: AdminFileListQuery) {
    let base = this.#db.selectFrom('files').where('parent_id', 'is', null);
    const keyword = query.keyword;
    if (keyword) base = base.where((eb) => containsIgnoreCase(eb.ref('name'), keyword));
    if (query.kind === 'image') base = base.where('mime', 'like', 'image/%');
    if (query.kind === 'document') base = base.where('mime', 'not like', 'image/%');
    const direction = query.sortOrder === 'ascend' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy(SORT_COLUMNS[query.sortField ?? 'createTime'], direction)
        .orderBy('id', direction)
        .limit(query.pageSize)
        .offset(pageOffset(query))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** The variants made from these uploads, narrowest first. */
  async variantsOf(parentIds: number[]): Promise<FileRow[]> {
    if (parentIds.length === 0) return [];
    return this.#db
      .selectFrom('files')
      .selectAll()
      .where('parent_id', 'in', parentIds)
      .orderBy('width')
      .orderBy('id')
      .execute();
  }

  /** The records referencing each file or one of its variants, keyed by the file's id. */
  async referencesOf(
    fileIds: number[],
  ): Promise<Array<{ file_id: number; owner_type: string; owner_id: string }>> {
    if (fileIds.length === 0) return [];
    return this.#db
      .selectFrom('file_refs as r')
      .innerJoin('files as f', 'f.id', 'r.file_id')
      .where((eb) => eb.or([eb('f.id', 'in', fileIds), eb('f.parent_id', 'in', fileIds)]))
      .select([
        sql<number>`case when ${sql.ref('f.id')} in (${sql.join(fileIds)}) then ${sql.ref('f.id')} else ${sql.ref('f.parent_id')} end`.as(
          'file_id',
        ),
        'r.owner_type',
        'r.owner_id',
      ])
      .distinct()
      .orderBy('r.owner_type')
      .orderBy('r.owner_id')
      .execute();
  }

  /** Deletes the file and its variants; answers their storage keys. */
  async deleteWithVariants(id: number): Promise<string[]> {
    const rows = await this.#db
      .deleteFrom('files')
      .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
      .returning('storage_key')
      .execute();
    return rows.map((row) => row.storage_key);
  }
}
