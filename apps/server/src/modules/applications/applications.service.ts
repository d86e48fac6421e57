import type {
  AdminApplication,
  ApplicationI18n,
  ApplicationRecord,
  Lang,
  Paged,
  PagingQuery,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { publicApplications } from './applications.content-type.ts';
import { ApplicationRepository } from './applications.repository.ts';

interface ApplicationRow {
  id: number;
  sort: number;
  created_at: string | Date;
  updated_at: string | Date;
  data: string;
}

function toRecord(row: ApplicationRow, relatedProductIds: number[]): ApplicationRecord {
  return recordOf(row, JSON.parse(row.data), relatedProductIds);
}

function recordOf(
  row: Omit<ApplicationRow, 'data'>,
  text: ApplicationI18n,
  relatedProductIds: number[],
): ApplicationRecord {
  return {
    id: row.id,
    sort: row.sort,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    content: { ...text, relatedProductIds, enabled: true },
  };
}

/** The public record a back-office record (a version's snapshot) would be in `lang`, as a preview shows it. */
export function applicationRecordOf(record: AdminApplication, lang: Lang): ApplicationRecord | undefined {
  const text = record.i18n[lang];
  if (!text) return undefined;
  const row = {
    id: record.id,
    sort: record.sort,
    created_at: record.createTime,
    updated_at: record.updateTime,
  };
  return recordOf(row, text, record.relatedProductIds);
}

export class ApplicationService {
  readonly #applications: ApplicationRepository;
  readonly #public: ReturnType<typeof publicApplications>;

  constructor(db: Kysely<Database>) {
    this.#applications = new ApplicationRepository(db);
    this.#public = publicApplications(db);
  }

  async list(lang: Lang, paging: PagingQuery): Promise<Paged<ApplicationRecord>> {
    const { rows, total } = await this.#public.list(lang, paging);
    const related = await this.#applications.relatedProductIds(
      rows.map((row) => row.id),
      lang,
    );
    return {
      list: rows.map((row) => toRecord(row, related.get(row.id) ?? [])),
      total,
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
    };
  }

  async detail(lang: Lang, id: number): Promise<ApplicationRecord | undefined> {
    const row = await this.#public.detail(lang, id);
    if (!row) return undefined;
    const related = await this.#applications.relatedProductIds([row.id], lang);
    return toRecord(row, related.get(row.id) ?? []);
  }
}
