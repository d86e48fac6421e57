import type { AdminFileListQuery } from '@coresense/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import { isPublicFile } from '../../content/file-refs.ts';
import { containsIgnoreCase, fetchPage, MAX_ID } from '../../db/queries.ts';
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
      .where(isPublicFile)
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
    const listed = base
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sortField ?? 'createTime'], direction)
      .orderBy('id', direction);
    return fetchPage(listed, base, query);
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
