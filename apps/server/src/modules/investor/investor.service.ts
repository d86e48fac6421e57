import type { InvestorContent, InvestorRecord, InvestorType, Lang, Paged } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type InvestorFilter, InvestorRepository } from './investor.repository.ts';

type InvestorRow = NonNullable<Awaited<ReturnType<InvestorRepository['findPublished']>>>;

function toRecord(row: InvestorRow): InvestorRecord {
  const content: InvestorContent = JSON.parse(row.data);
  return {
    id: row.id,
    type: row.type as InvestorType,
    enabled: toBool(row.enabled),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    content,
  };
}

export class InvestorService {
  readonly #investor: InvestorRepository;

  constructor(db: Kysely<Database>) {
    this.#investor = new InvestorRepository(db);
  }

  async list(lang: Lang, filter: InvestorFilter): Promise<Paged<InvestorRecord>> {
    const { rows, total } = await this.#investor.list(lang, filter);
    return { list: rows.map(toRecord), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
  }

  async detail(lang: Lang, id: number): Promise<InvestorRecord | undefined> {
    const row = await this.#investor.findPublished(lang, id);
    return row && toRecord(row);
  }
}
