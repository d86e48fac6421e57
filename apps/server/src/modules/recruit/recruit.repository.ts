import type { AdminRecruitListQuery, RECRUIT_SORT_FIELDS, RecruitI18n } from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
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

/** By sort field; the first sorts when the editor chose none. */
const SORT_COLUMNS = {
  sort: 'sort',
  headcount: 'headcount',
  id: 'id',
  createTime: 'created_at',
  updateTime: 'updated_at',
} as const satisfies Record<(typeof RECRUIT_SORT_FIELDS)[number], string>;

export class RecruitRepository extends BilingualRepository<'recruits', RecruitI18n, RecruitCreate> {
  protected readonly table = RECRUITS;

  protected columns(input: RecruitCreate): RecordColumns<'recruits'> {
    return { headcount: input.headcount, sort: input.sort, enabled: input.enabled };
  }

  adminList(filter: AdminRecruitListQuery) {
    return RECRUITS.adminList(this.db, filter, {
      sortColumns: SORT_COLUMNS,
      keywordColumns: ['position'],
    });
  }
}
