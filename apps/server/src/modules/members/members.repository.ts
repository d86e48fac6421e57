import type { AdminMemberListQuery } from '@coresense/shared';
import type { Insertable, Kysely } from 'kysely';
import { nowIso, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, fetchPage, MAX_ID } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberTable } from './members.table.ts';

export type MemberWrite = Omit<Insertable<MemberTable>, 'id' | 'created_at' | 'updated_at'>;

const SORT_COLUMNS = {
  id: 'm.id',
  name: 'm.name',
  company: 'm.company',
  level: 'm.level',
  createTime: 'm.created_at',
  updateTime: 'm.updated_at',
} as const;

export class MemberRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #withContractCount() {
    return this.#db
      .selectFrom('members as m')
      .selectAll('m')
      .select((eb) =>
        eb
          .selectFrom('contracts as c')
          .whereRef('c.member_id', '=', 'm.id')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .as('contract_count'),
      );
  }

  #filtered(query: AdminMemberListQuery) {
    let base = this.#db.selectFrom('members as m');
    if (query.enabled !== undefined) base = base.where('m.enabled', '=', query.enabled);
    if (query.level) base = base.where('m.level', '=', query.level);
    if (query.keyword) {
      const keyword = query.keyword;
      base = base.where((eb) =>
        eb.or(
          (['m.name', 'm.company', 'm.contact_name', 'm.phone', 'm.email'] as const).map((column) =>
            containsIgnoreCase(eb.ref(column), keyword),
          ),
        ),
      );
    }
    return base;
  }

  async list(query: AdminMemberListQuery) {
    const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
    const listed = this.#withContractCount()
      .where('m.id', 'in', this.#filtered(query).select('m.id'))
      .orderBy(SORT_COLUMNS[query.sortField ?? 'id'], direction)
      .orderBy('m.id', direction);
    return fetchPage(listed, this.#filtered(query), query);
  }

  async find(id: number) {
    if (id > MAX_ID) return undefined;
    return this.#withContractCount().where('m.id', '=', id).executeTakeFirst();
  }

  async insert(member: MemberWrite): Promise<number> {
    const { id } = await this.#db
      .insertInto('members')
      .values({ ...member, ...timestamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, member: MemberWrite): Promise<void> {
    await this.#db
      .updateTable('members')
      .set({ ...member, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('members').where('id', '=', id).execute();
  }
}
