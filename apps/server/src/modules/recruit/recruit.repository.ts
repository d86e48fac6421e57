import type { AdminRecruitListQuery, Lang, RECRUIT_SORT_FIELDS, RecruitI18n } from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import { containsPattern, MAX_ID, matchesIgnoringCase } from '../../db/queries.ts';
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

const COLUMNS = ['r.id', 'r.headcount', 'r.created_at', 'r.updated_at', 'ri.data'] as const;

export class RecruitRepository extends BilingualRepository<'recruits', RecruitI18n, RecruitCreate> {
  protected readonly table = RECRUITS;
  readonly #prepared = new PreparedQueries(this.db);

  protected columns(input: RecruitCreate): RecordColumns<'recruits'> {
    return { headcount: input.headcount, sort: input.sort, enabled: input.enabled };
  }

  #published(lang: Lang) {
    return this.db
      .selectFrom('recruits as r')
      .innerJoin('recruit_i18n as ri', (join) =>
        join.onRef('ri.recruit_id', '=', 'r.id').on('ri.lang', '=', lang),
      )
      .where('r.enabled', '=', true);
  }

  async list(lang: Lang, filter: RecruitFilter) {
    return this.#prepared.page(
      'list',
      { lang, pattern: filter.keyword ? containsPattern(filter.keyword) : undefined },
      filter,
      (values) => {
        const published = this.#published(values.lang);
        const pattern = values.pattern;
        return pattern === undefined
          ? published
          : published.where((eb) => matchesIgnoringCase(eb.ref('ri.position'), pattern));
      },
      (query) => query.select(COLUMNS).orderBy('r.sort').orderBy('r.id', 'desc'),
    );
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const [row] = await this.#prepared.execute('detail', { lang, id }, (values) =>
      this.#published(values.lang).where('r.id', '=', values.id).select(COLUMNS),
    );
    return row;
  }

  /* The back-office side: every record, published or not. */

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
