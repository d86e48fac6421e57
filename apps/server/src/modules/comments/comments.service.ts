import type {
  AdminComment,
  CommentContent,
  CommentRecord,
  Lang,
  Paged,
  PagingQuery,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { publicComments } from './comments.content-type.ts';

type CommentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof publicComments>['detail']>>>;

function toRecord(row: CommentRow): CommentRecord {
  return recordOf(row, JSON.parse(row.data));
}

function recordOf(
  row: Pick<CommentRow, 'id' | 'created_at' | 'updated_at'>,
  content: CommentContent,
): CommentRecord {
  return {
    id: row.id,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    content,
  };
}

/** The public record a back-office record (a version's snapshot) would be in `lang`, as a preview shows it. */
export function commentRecordOf(record: AdminComment, lang: Lang): CommentRecord | undefined {
  const content = record.i18n[lang];
  if (!content) return undefined;
  return recordOf({ id: record.id, created_at: record.createTime, updated_at: record.updateTime }, content);
}

export class CommentService {
  readonly #public: ReturnType<typeof publicComments>;

  constructor(db: Kysely<Database>) {
    this.#public = publicComments(db);
  }

  async list(lang: Lang, paging: PagingQuery): Promise<Paged<CommentRecord>> {
    const { rows, total } = await this.#public.list(lang, paging);
    return { list: rows.map(toRecord), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<CommentRecord | undefined> {
    const row = await this.#public.detail(lang, id);
    return row && toRecord(row);
  }
}
