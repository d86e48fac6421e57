import {
  type AdminContract,
  type AdminContractListQuery,
  type AuditLogEntry,
  type adminContractInput,
  CONTRACT_FROZEN_FIELDS,
  CONTRACT_NUMBER_PREFIX,
  type ContractStatus,
  canMoveContract,
  contractFrozen,
  type Paged,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toIso } from '../../db/column-types.ts';
import { uniqueOn } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
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
  const { memberId, number, signingDate, status, note, paymentTerms, deliveryTerms, vatPercent } = input;
  return {
    memberId,
    number,
    signingDate,
    status,
    note,
    paymentTerms,
    deliveryTerms,
    vatPercent,
    totalCents,
    goods,
  };
}

const refusedTransition = () =>
  new AppError('VALIDATION_ERROR', [{ field: 'status', key: 'contractTransition' }], 'contractTransition');

/** What a stored contract would be written as: its own values, to compare and to rewrite. */
function writeOf(contract: AdminContract): ContractWrite {
  // Its total as stored, not summed again.
  return { ...priceContract(contract), totalCents: toCents(contract.total) };
}

/** Refuses a write that changes what a signed contract says (CONTRACT_FROZEN_FIELDS), naming each field. */
function keepSigned(before: ContractWrite, write: ContractWrite): void {
  const changed = CONTRACT_FROZEN_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(write[field]),
  );
  if (changed.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      changed.map((field) => ({ field, key: 'contractFrozen' })),
      'contractFrozen',
    );
  }
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
    paymentTerms: row.payment_terms,
    deliveryTerms: row.delivery_terms,
    vatPercent: row.vat_percent === null ? null : Number(row.vat_percent),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

/** What the audit log leaves out of a contract: its id and stamps, and its member's name. */
const UNAUDITED = new Set(['id', 'memberName', 'createTime', 'updateTime']);

/** What the audit log records of a contract: what it says, in the record's order. */
function auditView(contract: AdminContract): Record<string, unknown> {
  return Object.fromEntries(Object.entries(contract).filter(([field]) => !UNAUDITED.has(field)));
}

/** `CS-2026-0001`: the prefix, the year and a four-digit count (more digits past 9999). */
const proposedNumber = (year: number, count: number) =>
  `${CONTRACT_NUMBER_PREFIX}-${year}-${String(count).padStart(4, '0')}`;

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

  /**
   * The number to propose for a new contract signed in `year`: one past the highest of that
   * year's numbers in the proposed form, so none is taken twice; staff may type another, and
   * the database's unique number still refuses a duplicate saved meanwhile.
   */
  async nextNumber(year: number): Promise<string> {
    const prefix = `${CONTRACT_NUMBER_PREFIX}-${year}-`;
    const taken = await new ContractRepository(this.#db).numbersStartingWith(prefix);
    const counts = taken.map((number) => number.slice(prefix.length)).filter((rest) => /^\d+$/.test(rest));
    return proposedNumber(year, Math.max(0, ...counts.map(Number)) + 1);
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

  /**
   * A full update (PUT). A different status must be a step of the workflow, and a contract
   * that has left draft keeps its member, number, date and goods; its note may still change.
   */
  async update(id: number, input: ContractInput, editor: Editor): Promise<AdminContract | undefined> {
    const write = priceContract(input);
    return this.#change(id, editor, (before) => {
      if (write.status !== before.status && !canMoveContract(before.status, write.status)) {
        throw refusedTransition();
      }
      if (contractFrozen(before.status)) keepSigned(writeOf(before), write);
      return write;
    });
  }

  /** One step of the workflow (`POST …/{id}/status`); anything else is refused. */
  async changeStatus(id: number, status: ContractStatus, editor: Editor): Promise<AdminContract | undefined> {
    return this.#change(id, editor, (before) => {
      if (!canMoveContract(before.status, status)) throw refusedTransition();
      return { ...writeOf(before), status };
    });
  }

  /** The contract's audit entries, newest first: the history its detail page shows. */
  async history(id: number): Promise<AuditLogEntry[] | undefined> {
    if (!(await new ContractRepository(this.#db).find(id))) return undefined;
    return this.#audit.ofRecord('contracts', id);
  }

  async delete(id: number, editor: Editor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const contracts = new ContractRepository(trx);
      const before = await this.#read(contracts, id);
      if (!before) return false;
      // What was signed stays on record: a contract that left draft is cancelled instead.
      if (contractFrozen(before.status)) {
        throw new AppError(
          'VALIDATION_ERROR',
          [{ field: 'status', key: 'contractNotDeletable' }],
          'contractNotDeletable',
        );
      }
      await contracts.delete(id);
      await this.#audit.record(
        { ...editor, action: 'delete', resource: 'contracts', resourceId: id, changes: auditView(before) },
        trx,
      );
      return true;
    });
  }

  /**
   * The one place a stored contract is rewritten, its status included: checked by `next`,
   * saved only if its status is still the one read (a concurrent step loses and is refused)
   * and audited, in one transaction. A status change is `before.status !== after.status` here.
   */
  async #change(
    id: number,
    editor: Editor,
    next: (before: AdminContract) => ContractWrite,
  ): Promise<AdminContract | undefined> {
    return uniqueOn('number', () =>
      this.#db.transaction().execute(async (trx) => {
        const contracts = new ContractRepository(trx);
        const before = await this.#read(contracts, id);
        if (!before) return undefined;
        const write = next(before);
        await this.#verify(contracts, write);
        const goodsChanged = JSON.stringify(write.goods) !== JSON.stringify(writeOf(before).goods);
        if (!(await contracts.update(id, write, { expectedStatus: before.status, goodsChanged }))) {
          throw refusedTransition();
        }
        const after = await this.#readOrFail(contracts, id);
        const changes = changedFields(auditView(before), auditView(after));
        await this.#audit.record(
          { ...editor, action: 'update', resource: 'contracts', resourceId: id, changes, subject: after },
          trx,
        );
        await this.#notices.contractStatusChanged(trx, {
          id,
          number: after.number,
          from: before.status,
          to: after.status,
          by: editor.actor.username,
        });
        return after;
      }),
    );
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
