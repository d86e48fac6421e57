import type { AdminRecruitListQuery, RECRUIT_SORT_FIELDS, RecruitI18n } from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { RECRUITS } from './recruit.content-type.ts';

export interface RecruitCreate extends BilingualWrite<RecruitI18n> {
  headcount: number;
  sort: number;
  enabled: boolean;
}

export interface RecruitFilter {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  sort: 'r.sort',
  headcount: 'r.headcount',
  id: 'r.id',
  createTime: 'r.created_at',
  updateTime: 'r.updated_at',
} as const satisfies Record<(typeof RECRUIT_SORT_FIELDS)[number], string>;

export class RecruitRepository extends BilingualRepository<'recruits', RecruitI18n, RecruitCreate> {
  protected readonly table = RECRUITS;

  protected columns(input: RecruitCreate): RecordColumns<'recruits'> {
    return { headcount: input.headcount, sort: input.sort, enabled: input.enabled };
  }

  async adminList(filter: AdminRecruitListQuery) {
    let base = this.db.selectFrom('recruits as r').where(RECRUITS.live('r.id'));
    if (filter.enabled !== undefined) base = base.where('r.enabled', '=', filter.enabled);
    if (filter.keyword) {
      base = base.where('r.id', 'in', RECRUITS.idsWithTextContaining(this.db, filter.keyword, ['position']));
    }
    const direction = sortDirection(filter.sortOrder);
    const listed = base
      .selectAll('r')
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
      .orderBy('r.id', direction);
    return RECRUITS.adminPage(this.db, listed, base, filter);
  }
}
