import type { AdminRecruit, Lang, Paged, RecruitI18n, RecruitRecord } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type RecruitFilter, RecruitRepository } from './recruit.repository.ts';

type RecruitRow = NonNullable<Awaited<ReturnType<RecruitRepository['findPublished']>>>;

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
