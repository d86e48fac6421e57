import type { CommentContent, CommentRecord, Lang, Paged, PagingQuery } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { CommentRepository } from './comments.repository.ts';

type CommentRow = NonNullable<Awaited<ReturnType<CommentRepository['findPublished']>>>;

function toRecord(row: CommentRow): CommentRecord {
  const content: CommentContent = JSON.parse(row.data);
  return {
    id: row.id,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    content,
  };
}

export class CommentService {
  readonly #comments: CommentRepository;

  constructor(db: Kysely<Database>) {
    this.#comments = new CommentRepository(db);
  }

  async list(lang: Lang, paging: PagingQuery): Promise<Paged<CommentRecord>> {
    const { rows, total } = await this.#comments.list(lang, paging);
    return { list: rows.map(toRecord), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<CommentRecord | undefined> {
    const row = await this.#comments.findPublished(lang, id);
    return row && toRecord(row);
  }
}
