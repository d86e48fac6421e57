import type {
  AdminInvestorListQuery,
  INVESTOR_SORT_FIELDS,
  InvestorI18n,
  InvestorType,
  Lang,
} from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import { MAX_ID } from '../../db/queries.ts';
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

const COLUMNS = ['i.id', 'i.type', 'i.enabled', 'i.created_at', 'i.updated_at', 'ii.data'] as const;

export class InvestorRepository extends BilingualRepository<'investor_items', InvestorI18n, InvestorCreate> {
  protected readonly table = INVESTOR_ITEMS;
  readonly #prepared = new PreparedQueries(this.db);

  protected columns(input: InvestorCreate): RecordColumns<'investor_items'> {
    return { type: input.type, enabled: input.enabled };
  }

  #published(lang: Lang) {
    return this.db
      .selectFrom('investor_items as i')
      .innerJoin('investor_i18n as ii', (join) =>
        join.onRef('ii.item_id', '=', 'i.id').on('ii.lang', '=', lang),
      )
      .where('i.enabled', '=', true);
  }

  async list(lang: Lang, filter: InvestorFilter) {
    return this.#prepared.page(
      'list',
      { lang, type: filter.type },
      filter,
      (values) => {
        const published = this.#published(values.lang);
        return values.type === undefined ? published : published.where('i.type', '=', values.type);
      },
      (query) => query.select(COLUMNS).orderBy('ii.publish_date', 'desc').orderBy('i.id', 'desc'),
    );
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const [row] = await this.#prepared.execute('detail', { lang, id }, (values) =>
      this.#published(values.lang).where('i.id', '=', values.id).select(COLUMNS),
    );
    return row;
  }

  /* The back-office side: every record, published or not. */

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
