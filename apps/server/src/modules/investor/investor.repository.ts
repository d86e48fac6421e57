import type {
  AdminInvestorListQuery,
  INVESTOR_SORT_FIELDS,
  InvestorI18n,
  InvestorType,
} from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { INVESTOR_ITEMS } from './investor.content-type.ts';

export interface InvestorCreate extends BilingualWrite<InvestorI18n> {
  type: InvestorType;
  enabled: boolean;
}

export interface InvestorFilter {
  type?: InvestorType;
  pageNum: number;
  pageSize: number;
}

/** By sort field; the first sorts when the editor chose none. */
const SORT_COLUMNS = {
  createTime: 'created_at',
  id: 'id',
  updateTime: 'updated_at',
} as const satisfies Record<(typeof INVESTOR_SORT_FIELDS)[number], string>;

export class InvestorRepository extends BilingualRepository<'investor_items', InvestorI18n, InvestorCreate> {
  protected readonly table = INVESTOR_ITEMS;

  protected columns(input: InvestorCreate): RecordColumns<'investor_items'> {
    return { type: input.type, enabled: input.enabled };
  }

  adminList(filter: AdminInvestorListQuery) {
    return INVESTOR_ITEMS.adminList(this.db, filter, {
      sortColumns: SORT_COLUMNS,
      keywordColumns: ['title'],
      // Newest first unless the editor sorts by a column.
      unsortedDirection: 'desc',
      narrow: (query) => (filter.type === undefined ? query : query.where('r.type', '=', filter.type)),
    });
  }
}
