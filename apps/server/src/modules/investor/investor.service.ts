import type {
  AdminInvestor,
  InvestorContent,
  InvestorRecord,
  InvestorType,
  Lang,
  Paged,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { publicInvestorItems } from './investor.content-type.ts';
import type { InvestorFilter } from './investor.repository.ts';

type InvestorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof publicInvestorItems>['detail']>>>;

function toRecord(row: InvestorRow): InvestorRecord {
  return recordOf(row, JSON.parse(row.data));
}

function recordOf(
  row: Pick<InvestorRow, 'id' | 'type' | 'enabled' | 'created_at' | 'updated_at'>,
  content: InvestorContent,
): InvestorRecord {
  return {
    id: row.id,
    type: row.type as InvestorType,
    enabled: toBool(row.enabled),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    content,
  };
}

/** The public record a back-office record (a version's snapshot) would be in `lang`, as a preview shows it. */
export function investorRecordOf(record: AdminInvestor, lang: Lang): InvestorRecord | undefined {
  const content = record.i18n[lang];
  if (!content) return undefined;
  const { id, type } = record;
  return recordOf(
    { id, type, enabled: true, created_at: record.createTime, updated_at: record.updateTime },
    content,
  );
}

export class InvestorService {
  readonly #public: ReturnType<typeof publicInvestorItems>;

  constructor(db: Kysely<Database>) {
    this.#public = publicInvestorItems(db);
  }

  async list(lang: Lang, filter: InvestorFilter): Promise<Paged<InvestorRecord>> {
    const { rows, total } = await this.#public.list(lang, filter);
    return { list: rows.map(toRecord), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<InvestorRecord | undefined> {
    const row = await this.#public.detail(lang, id);
    return row && toRecord(row);
  }
}
