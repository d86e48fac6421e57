import type {
  AdminContract,
  AdminContractListQuery,
  adminContractInput,
  ContractStatus,
  Paged,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toIso } from '../../db/column-types.ts';
import { uniqueOn } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { NoticeService } from '../notices/notices.service.ts';
import { ContractRepository, type ContractWrite } from './contracts.repository.ts';

type ContractInput = z.output<typeof adminContractInput>;
type ContractRow = NonNullable<Awaited<ReturnType<ContractRepository['find']>>>;
type GoodsRow = Awaited<ReturnType<ContractRepository['goodsOf']>>[number];

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => Number(cents) / 100;

/** Prices become whole cents and the total is summed in cents, so no rounding creeps in. */
export function priceContract(input: ContractInput): ContractWrite {
  const goods = input.goods.map((line) => ({
    productId: line.productId,
    model: line.model,
    quantity: line.quantity,
    unitPriceCents: toCents(line.unitPrice),
  }));
  const totalCents = goods.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  if (!Number.isSafeInteger(totalCents)) throw invalidField('goods', 'invalidValue');
  const { memberId, number, signingDate, status, note } = input;
  return { memberId, number, signingDate, status, note, totalCents, goods };
}

function toRecord(row: ContractRow, goods: GoodsRow[]): AdminContract {
  return {
    id: row.id,
    memberId: row.member_id,
    memberName: row.member_name,
    number: row.number,
    signingDate: row.signing_date,
    status: row.status as ContractStatus,
    note: row.note,
    goods: goods.map((line) => ({
      productId: line.product_id,
      model: line.model,
      quantity: line.quantity,
      unitPrice: fromCents(line.unit_price_cents),
      amount: fromCents(line.quantity * Number(line.unit_price_cents)),
    })),
    total: fromCents(row.total_cents),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

function auditView(contract: AdminContract): Record<string, unknown> {
  const { memberId, number, signingDate, status, note, goods, total } = contract;
  return { memberId, number, signingDate, status, note, goods, total };
}

/** Contracts with members: goods lines with quantities and prices, the total computed here. */
export class ContractAdminService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditLogService;
  readonly #notices: Pick<NoticeService, 'contractStatusChanged'>;

  constructor(
    db: Kysely<Database>,
    audit: AuditLogService,
    notices: Pick<NoticeService, 'contractStatusChanged'>,
  ) {
    this.#db = db;
    this.#audit = audit;
    this.#notices = notices;
  }

  async list(query: AdminContractListQuery): Promise<Paged<AdminContract>> {
    const contracts = new ContractRepository(this.#db);
    const { rows, total } = await contracts.list(query);
    const goods = await contracts.goodsOf(rows.map((row) => row.id));
    return {
      list: rows.map((row) =>
        toRecord(
          row,
          goods.filter((line) => line.contract_id === row.id),
        ),
      ),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<AdminContract | undefined> {
    return this.#read(new ContractRepository(this.#db), id);
  }

  async create(input: ContractInput, editor: Editor): Promise<AdminContract> {
    const write = priceContract(input);
    return uniqueOn('number', () =>
      this.#db.transaction().execute(async (trx) => {
        const contracts = new ContractRepository(trx);
        await this.#verify(contracts, write);
        const id = await contracts.insert(write);
        const created = await this.#readOrFail(contracts, id);
        await this.#audit.record(
          { ...editor, action: 'create', resource: 'contracts', resourceId: id, changes: auditView(created) },
          trx,
        );
        return created;
      }),
    );
  }

  async update(id: number, input: ContractInput, editor: Editor): Promise<AdminContract | undefined> {
    const write = priceContract(input);
    return uniqueOn('number', () =>
      this.#db.transaction().execute(async (trx) => {
        const contracts = new ContractRepository(trx);
        const before = await this.#read(contracts, id);
        if (!before) return undefined;
        await this.#verify(contracts, write);
        await contracts.update(id, write);
        const after = await this.#readOrFail(contracts, id);
        const { number, status } = after;
        await this.#notices.contractStatusChanged(trx, {
          id,
          number,
          from: before.status,
          to: status,
          by: editor.actor.username,
        });
        const changes = changedFields(auditView(before), auditView(after));
        await this.#audit.record(
          { ...editor, action: 'update', resource: 'contracts', resourceId: id, changes, subject: after },
          trx,
        );
        return after;
      }),
    );
  }

  async delete(id: number, editor: Editor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const contracts = new ContractRepository(trx);
      const before = await this.#read(contracts, id);
      if (!before) return false;
      await contracts.delete(id);
      await this.#audit.record(
        { ...editor, action: 'delete', resource: 'contracts', resourceId: id, changes: auditView(before) },
        trx,
      );
      return true;
    });
  }

  async #verify(contracts: ContractRepository, write: ContractWrite): Promise<void> {
    if (!(await contracts.memberExists(write.memberId))) throw invalidField('memberId', 'unknownReference');
    const linked = write.goods.map((line) => line.productId).filter((id): id is number => id !== null);
    const existing = await contracts.existingProductIds(linked);
    const unknown = write.goods.findIndex((line) => line.productId !== null && !existing.has(line.productId));
    if (unknown >= 0) throw invalidField(`goods.${unknown}.productId`, 'unknownReference');
  }

  async #read(contracts: ContractRepository, id: number): Promise<AdminContract | undefined> {
    const row = await contracts.find(id);
    if (!row) return undefined;
    return toRecord(row, await contracts.goodsOf([id]));
  }

  async #readOrFail(contracts: ContractRepository, id: number): Promise<AdminContract> {
    const contract = await this.#read(contracts, id);
    if (!contract) throw new Error(`contract ${id} vanished inside its own transaction`);
    return contract;
  }
}
