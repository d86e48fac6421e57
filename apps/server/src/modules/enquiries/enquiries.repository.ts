import { randomInt } from 'node:crypto';
import type { AdminEnquiryExportQuery, Lang, PagingQuery } from '@coresense/shared';
import { type ExpressionBuilder, type Insertable, type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import {
  decodeCursor,
  type KeysetOrder,
  type KeysetPosition,
  type KeyValue,
  keyOf,
  pastKey,
} from '../../db/keyset.ts';
import { containsIgnoreCase, dayRange, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import type { EnquiryTable } from './enquiries.table.ts';

export type EnquiryInsert = Omit<Insertable<EnquiryTable>, 'id'>;

export type EnquiryFilter = AdminEnquiryExportQuery;

/**
 * Each sort field's order, ending in the id so that a row's key is unique (the keyset pages past
 * it), each served by an index (migration 2026-11-29T2s): within a status, newest first.
 */
const ORDER_COLUMNS = {
  createTime: ['e.created_at', 'e.id'],
  id: ['e.id'],
  name: ['e.name', 'e.id'],
  status: ['e.status', 'e.created_at', 'e.id'],
} as const satisfies Record<NonNullable<EnquiryFilter['sortField']>, readonly string[]>;

function orderOf(filter: EnquiryFilter): KeysetOrder {
  const field = filter.sortField ?? 'createTime';
  const direction = filter.sortOrder === 'ascend' ? 'asc' : 'desc';
  return { name: field, columns: ORDER_COLUMNS[field], direction };
}

/** The product's name in `lang`, else in any language it has; null once the product is gone. */
function productName(lang: Lang) {
  return (eb: ExpressionBuilder<Database & { e: EnquiryTable }, 'e'>) =>
    eb
      .selectFrom('product_i18n as pi')
      .whereRef('pi.product_id', '=', 'e.product_id')
      .select('pi.name')
      .orderBy(sql`case when ${sql.ref('pi.lang')} = ${lang} then 0 else 1 end`)
      .limit(1)
      .as('product_name');
}

/** The applied-for position in `lang`, else in any language it has; null once the job is gone. */
function jobPosition(lang: Lang) {
  return (eb: ExpressionBuilder<Database & { e: EnquiryTable }, 'e'>) =>
    eb
      .selectFrom('recruit_i18n as ri')
      .whereRef('ri.recruit_id', '=', 'e.job_id')
      .select('ri.position')
      .orderBy(sql`case when ${sql.ref('ri.lang')} = ${lang} then 0 else 1 end`)
      .limit(1)
      .as('job_position');
}

/**
 * A submission's id is drawn at random from the nine- and ten-digit positive integers, so the
 * number a visitor is given says nothing of how many came before it (one counter over every
 * form gave 1, 2, 3 away); a drawn id already taken is drawn again.
 */
const RANDOM_ID_MIN = 100_000_000;
const ID_DRAWS = 8;

async function insertWithRandomId(db: Kysely<Database>, row: EnquiryInsert): Promise<number> {
  for (let draw = 0; draw < ID_DRAWS; draw++) {
    const inserted = await db
      .insertInto('enquiries')
      .values({ ...row, id: randomInt(RANDOM_ID_MIN, MAX_ID + 1) })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
  }
  throw new Error(`no free enquiry id in ${ID_DRAWS} draws`);
}

export class EnquiryRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Resolves once the row is committed: callers acknowledge a submission only after this. */
  async insert(row: EnquiryInsert): Promise<number> {
    return insertWithRandomId(this.#db, row);
  }

  /**
   * Several submissions in one transaction, answering their ids in order. `alongside` writes
   * more in the same transaction (the notices about them), so they share its one commit.
   */
  async insertAll(
    rows: EnquiryInsert[],
    alongside?: (trx: Kysely<Database>, ids: number[]) => Promise<void>,
  ): Promise<number[]> {
    return this.#db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const row of rows) ids.push(await insertWithRandomId(trx, row));
      await alongside?.(trx, ids);
      return ids;
    });
  }

  #filtered(filter: EnquiryFilter) {
    let query = this.#db.selectFrom('enquiries as e');
    if (filter.kind) query = query.where('e.kind', '=', filter.kind);
    if (filter.status) query = query.where('e.status', '=', filter.status);
    if (filter.productId !== undefined)
      query = query.where('e.product_id', '=', Math.min(filter.productId, MAX_ID));
    if (filter.email) {
      const email = filter.email.toLowerCase();
      query = query.where((eb) => eb(eb.fn('lower', [eb.ref('e.email')]), '=', email));
    }
    const { start, end } = dayRange(filter.dateFrom, filter.dateTo);
    if (start) query = query.where('e.created_at', '>=', start);
    if (end) query = query.where('e.created_at', '<', end);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or(
          (['e.name', 'e.email', 'e.company', 'e.mind'] as const).map((column) =>
            containsIgnoreCase(eb.ref(column), keyword),
          ),
        ),
      );
    }
    return query;
  }

  /** In `order`, read backwards (the rows before a cursor, nearest first) when asked. */
  #sorted(filter: EnquiryFilter, lang: Lang, order: KeysetOrder, backwards = false) {
    const direction = (order.direction === 'desc') !== backwards ? 'desc' : 'asc';
    let query = this.#filtered(filter)
      .selectAll('e')
      .select([productName(lang), jobPosition(lang)]);
    for (const column of order.columns) query = query.orderBy(column as 'e.id', direction);
    return query;
  }

  /**
   * One page, newest first unless another order is asked for: after or before a cursor, read
   * from the order's index; else at `pageNum`, whose OFFSET walks only that index to find the
   * page's first key. `total` counts every match, as contract §1 asks.
   */
  async list(filter: EnquiryFilter & PagingQuery & KeysetPosition, lang: Lang) {
    const order = orderOf(filter);
    const cursor = filter.before ?? filter.after;
    const backwards = filter.before !== undefined;
    let page = this.#sorted(filter, lang, order, backwards);
    if (cursor !== undefined) {
      const field = backwards ? 'before' : 'after';
      page = page.where(pastKey(order, decodeCursor(order, cursor, field), { backwards }));
    } else if (filter.pageNum > 1) {
      let first = this.#filtered(filter).select(order.columns as unknown as 'e.id'[]);
      for (const column of order.columns) first = first.orderBy(column as 'e.id', order.direction);
      const start = await first.limit(1).offset(pageOffset(filter)).executeTakeFirst();
      if (!start) return { rows: [], total: await this.#count(filter), more: false, earlier: true, order };
      page = page.where(pastKey(order, keyOf(order, start), { from: true }));
    }
    const [read, total] = await Promise.all([page.limit(filter.pageSize + 1).execute(), this.#count(filter)]);
    const more = read.length > filter.pageSize;
    const rows = read.slice(0, filter.pageSize);
    if (backwards) rows.reverse();
    return {
      rows,
      total,
      order,
      // Whether rows follow the page (read backwards: the cursor's own row does) and precede it.
      more: backwards || more,
      earlier: backwards ? more : cursor !== undefined || filter.pageNum > 1,
    };
  }

  async #count(filter: EnquiryFilter): Promise<number> {
    const { total } = await this.#filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  /** Every match in list order, for the CSV export: `batch` rows at a time, each batch past the last. */
  async *all(filter: EnquiryFilter, lang: Lang, batch = 1000) {
    const order = orderOf(filter);
    let key: KeyValue[] | undefined;
    for (;;) {
      let query = this.#sorted(filter, lang, order);
      if (key) query = query.where(pastKey(order, key));
      const rows = await query.limit(batch).execute();
      yield rows;
      if (rows.length < batch) return;
      key = keyOf(order, rows.at(-1) as Record<string, unknown>);
    }
  }

  /** A sample request's parts in the order asked, each with its product's name in `lang` (else any). */
  async sampleParts(enquiryIds: readonly number[], lang: Lang) {
    if (enquiryIds.length === 0) return [];
    return this.#db
      .selectFrom('enquiry_sample_parts as sp')
      .select(['sp.enquiry_id', 'sp.part_number', 'sp.quantity', 'sp.product_id'])
      .select((eb) =>
        eb
          .selectFrom('product_i18n as pi')
          .whereRef('pi.product_id', '=', 'sp.product_id')
          .select('pi.name')
          .orderBy(sql`case when ${sql.ref('pi.lang')} = ${lang} then 0 else 1 end`)
          .limit(1)
          .as('product_name'),
      )
      .where('sp.enquiry_id', 'in', [...enquiryIds])
      .orderBy('sp.enquiry_id')
      .orderBy('sp.position')
      .execute();
  }

  async insertSampleParts(
    enquiryId: number,
    parts: ReadonlyArray<{ partNumber: string; quantity: number; productId: number }>,
  ): Promise<void> {
    await this.#db
      .insertInto('enquiry_sample_parts')
      .values(
        parts.map((part, position) => ({
          enquiry_id: enquiryId,
          position,
          part_number: part.partNumber,
          product_id: part.productId,
          quantity: part.quantity,
        })),
      )
      .execute();
  }

  async find(id: number, lang: Lang) {
    if (id > MAX_ID) return undefined;
    return this.#db
      .selectFrom('enquiries as e')
      .selectAll('e')
      .select([productName(lang), jobPosition(lang)])
      .where('e.id', '=', id)
      .executeTakeFirst();
  }

  async update(id: number, change: { status: string; note: string }): Promise<void> {
    await this.#db
      .updateTable('enquiries')
      .set({ ...change, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Marks a new enquiry read; false when it was not new (someone else opened it first). */
  async markRead(id: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('enquiries')
      .set({ status: 'read', updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'new')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('enquiries').where('id', '=', id).execute();
  }
}
