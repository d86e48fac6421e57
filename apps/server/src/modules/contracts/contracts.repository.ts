import type { AdminContractListQuery, ContractStatus } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { nowIso, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, fetchPage, MAX_ID } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';

export interface ContractGoodsWrite {
  productId: number | null;
  model: string;
  quantity: number;
  unitPriceCents: number;
}

export interface ContractWrite {
  memberId: number;
  number: string;
  signingDate: string;
  status: ContractStatus;
  note: string;
  paymentTerms: string;
  deliveryTerms: string;
  vatPercent: number | null;
  totalCents: number;
  goods: ContractGoodsWrite[];
}

const SORT_COLUMNS = {
  id: 'c.id',
  number: 'c.number',
  signingDate: 'c.signing_date',
  total: 'c.total_cents',
  createTime: 'c.created_at',
  updateTime: 'c.updated_at',
} as const;

export class ContractRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #withMember() {
    return this.#db
      .selectFrom('contracts as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .selectAll('c')
      .select('m.name as member_name');
  }

  #filtered(query: AdminContractListQuery) {
    let base = this.#db.selectFrom('contracts as c').innerJoin('members as m', 'm.id', 'c.member_id');
    if (query.memberId !== undefined) base = base.where('c.member_id', '=', Math.min(query.memberId, MAX_ID));
    if (query.status) base = base.where('c.status', '=', query.status);
    if (query.dateFrom) base = base.where('c.signing_date', '>=', query.dateFrom);
    if (query.dateTo) base = base.where('c.signing_date', '<=', query.dateTo);
    if (query.keyword) {
      const keyword = query.keyword;
      base = base.where((eb) =>
        eb.or([
          containsIgnoreCase(eb.ref('c.number'), keyword),
          containsIgnoreCase(eb.ref('c.note'), keyword),
          containsIgnoreCase(eb.ref('m.name'), keyword),
          containsIgnoreCase(eb.ref('m.company'), keyword),
          eb.exists(
            eb
              .selectFrom('contract_goods as g')
              .select('g.id')
              .whereRef('g.contract_id', '=', 'c.id')
              .where((inner) => containsIgnoreCase(inner.ref('g.model'), keyword)),
          ),
        ]),
      );
    }
    return base;
  }

  async list(query: AdminContractListQuery) {
    const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
    const listed = this.#withMember()
      .where('c.id', 'in', this.#filtered(query).select('c.id'))
      .orderBy(SORT_COLUMNS[query.sortField ?? 'id'], direction)
      .orderBy('c.id', direction);
    return fetchPage(listed, this.#filtered(query), query);
  }

  async find(id: number) {
    if (id > MAX_ID) return undefined;
    return this.#withMember().where('c.id', '=', id).executeTakeFirst();
  }

  async goodsOf(contractIds: number[]) {
    if (contractIds.length === 0) return [];
    return this.#db
      .selectFrom('contract_goods')
      .where('contract_id', 'in', contractIds)
      .selectAll()
      .orderBy('contract_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The numbers of every contract starting with `prefix`. */
  async numbersStartingWith(prefix: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('contracts')
      .where('number', 'like', `${prefix}%`)
      .select('number')
      .execute();
    return rows.map((row) => row.number);
  }

  async memberExists(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const row = await this.#db.selectFrom('members').where('id', '=', id).select('id').executeTakeFirst();
    return row !== undefined;
  }

  /** Which of these product ids exist, published or not. */
  async existingProductIds(ids: number[]): Promise<Set<number>> {
    const candidates = [...new Set(ids)].filter((id) => id <= MAX_ID);
    if (candidates.length === 0) return new Set();
    const rows = await this.#db.selectFrom('products').where('id', 'in', candidates).select('id').execute();
    return new Set(rows.map((row) => row.id));
  }

  async insert(contract: ContractWrite): Promise<number> {
    const { id } = await this.#db
      .insertInto('contracts')
      .values({ ...this.#row(contract), ...timestamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#insertGoods(id, contract.goods);
    return id;
  }

  /**
   * Rewrites the contract if its status is still `expectedStatus`; false when another write
   * moved it first. The goods rows are replaced only when they changed.
   */
  async update(
    id: number,
    contract: ContractWrite,
    { expectedStatus, goodsChanged }: { expectedStatus: string; goodsChanged: boolean },
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('contracts')
      .set({ ...this.#row(contract), updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', expectedStatus)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (goodsChanged) {
      await this.#db.deleteFrom('contract_goods').where('contract_id', '=', id).execute();
      await this.#insertGoods(id, contract.goods);
    }
    return true;
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('contracts').where('id', '=', id).execute();
  }

  #row(contract: ContractWrite) {
    return {
      member_id: contract.memberId,
      number: contract.number,
      signing_date: contract.signingDate,
      status: contract.status,
      note: contract.note,
      payment_terms: contract.paymentTerms,
      delivery_terms: contract.deliveryTerms,
      vat_percent: contract.vatPercent,
      total_cents: contract.totalCents,
    };
  }

  async #insertGoods(contractId: number, goods: ContractGoodsWrite[]): Promise<void> {
    if (goods.length === 0) return;
    await this.#db
      .insertInto('contract_goods')
      .values(
        goods.map((line, sort) => ({
          contract_id: contractId,
          product_id: line.productId,
          model: line.model,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          sort,
        })),
      )
      .execute();
  }
}
