import type { AdminRecruit, Lang, Paged, RecruitI18n, RecruitRecord } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { publicJobs } from './recruit.content-type.ts';
import type { RecruitFilter } from './recruit.repository.ts';

type RecruitRow = NonNullable<Awaited<ReturnType<ReturnType<typeof publicJobs>['detail']>>>;

function toRecord(row: RecruitRow): RecruitRecord {
  return recordOf(row, JSON.parse(row.data));
}

function recordOf(
  row: Pick<RecruitRow, 'id' | 'headcount' | 'created_at' | 'updated_at'>,
  text: RecruitI18n,
): RecruitRecord {
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

/** The public record a back-office record (a version's snapshot) would be in `lang`, as a preview shows it. */
export function recruitRecordOf(record: AdminRecruit, lang: Lang): RecruitRecord | undefined {
  const text = record.i18n[lang];
  if (!text) return undefined;
  const { id, headcount } = record;
  return recordOf({ id, headcount, created_at: record.createTime, updated_at: record.updateTime }, text);
}

export class RecruitService {
  readonly #public: ReturnType<typeof publicJobs>;

  constructor(db: Kysely<Database>) {
    this.#public = publicJobs(db);
  }

  async list(lang: Lang, filter: RecruitFilter): Promise<Paged<RecruitRecord>> {
    const { rows, total } = await this.#public.list(lang, filter);
    return { list: rows.map(toRecord), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<RecruitRecord | undefined> {
    const row = await this.#public.detail(lang, id);
    return row && toRecord(row);
  }
}
