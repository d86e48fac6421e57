import type { Lang, Paged, RecruitI18n, RecruitRecord } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type RecruitFilter, RecruitRepository } from './recruit.repository.ts';

type RecruitRow = NonNullable<Awaited<ReturnType<RecruitRepository['findPublished']>>>;

function toRecord(row: RecruitRow): RecruitRecord {
  const text: RecruitI18n = JSON.parse(row.data);
  return {
    id: row.id,
    position: text.position,
    department: text.department,
    location: text.location,
    headcount: row.headcount,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    detail: { detail: text.detail, desc: text.desc, fileList: text.fileList },
  };
}

export class RecruitService {
  readonly #recruit: RecruitRepository;

  constructor(db: Kysely<Database>) {
    this.#recruit = new RecruitRepository(db);
  }

  async list(lang: Lang, filter: RecruitFilter): Promise<Paged<RecruitRecord>> {
    const { rows, total } = await this.#recruit.list(lang, filter);
    return { list: rows.map(toRecord), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<RecruitRecord | undefined> {
    const row = await this.#recruit.findPublished(lang, id);
    return row && toRecord(row);
  }
}
