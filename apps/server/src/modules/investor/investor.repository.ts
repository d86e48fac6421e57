import type {
  AdminInvestorListQuery,
  INVESTOR_SORT_FIELDS,
  InvestorI18n,
  InvestorType,
} from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
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

const SORT_COLUMNS = {
  id: 'i.id',
  createTime: 'i.created_at',
  updateTime: 'i.updated_at',
} as const satisfies Record<(typeof INVESTOR_SORT_FIELDS)[number], string>;

export class InvestorRepository extends BilingualRepository<'investor_items', InvestorI18n, InvestorCreate> {
  protected readonly table = INVESTOR_ITEMS;

  protected columns(input: InvestorCreate): RecordColumns<'investor_items'> {
    return { type: input.type, enabled: input.enabled };
  }

  async adminList(filter: AdminInvestorListQuery) {
    let base = this.db.selectFrom('investor_items as i').where(INVESTOR_ITEMS.live('i.id'));
    if (filter.type !== undefined) base = base.where('i.type', '=', filter.type);
    if (filter.enabled !== undefined) base = base.where('i.enabled', '=', filter.enabled);
    if (filter.keyword) {
      base = base.where(
        'i.id',
        'in',
        INVESTOR_ITEMS.idsWithTextContaining(this.db, filter.keyword, ['title']),
      );
    }
    // Newest first unless the editor sorts by a column.
    const direction = sortDirection(filter.sortOrder, filter.sortField ? 'asc' : 'desc');
    const listed = base
      .selectAll('i')
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'createTime'], direction)
      .orderBy('i.id', direction);
    return INVESTOR_ITEMS.adminPage(this.db, listed, base, filter);
  }
}
