import { contactSubmission, LANGS, productEnquirySubmission } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { MAX_ID } from '../db/queries.ts';
import type { Database } from '../db/schema.ts';
import type { EnquiryInsert } from '../modules/enquiries/enquiries.repository.ts';
import { generator, pick } from './generator.ts';

/*
 * `npm run seed -- --enquiries N`: fills the inbox up to N contact messages and product
 * enquiries, for measuring the back-office's lists and CSV export on a large inbox.
 * Enquiry i is always the same (its generator is seeded with i) and passes the public form's
 * schema. Job applications are left out: each carries a CV file. No notices are written: the
 * generated enquiries are history, most of them read or handled.
 */

/** Rows per insert statement (22 columns: within either database's limit of bound values). */
const ROWS_PER_INSERT = 500;
/** Rows per transaction: one commit, so one sync, per batch. */
const ROWS_PER_TRANSACTION = 20_000;
/** Enquiry 1 arrived at this time, each later one 90 seconds after the one before it but two share each time. */
const FIRST_TIME = Date.UTC(2024, 0, 1);
const STEP_MS = 180_000;

/**
 * Ids spread over the same nine- and ten-digit range as submitted ones
 * (docs/decisions/2026-11-28-random-submission-ids.md), without drawing: index i maps to
 * MIN + (i × STRIDE mod RANGE), one-to-one since STRIDE shares no factor with RANGE.
 */
const MIN_ID = 100_000_000n;
const RANGE = BigInt(MAX_ID) - MIN_ID + 1n;
const STRIDE = 1_000_000_007n;
const idOf = (index: number) => Number(MIN_ID + ((BigInt(index) * STRIDE) % RANGE));

const NAMES = ['王伟', '李娜', '张敏', '刘洋', 'Anna Schmidt', 'James Miller', 'Yuki Tanaka', 'Priya Shah'];
const COMPANIES = [
  '华东智能制造',
  '深圳物联科技',
  'Nordwerk GmbH',
  'Acme Robotics',
  '',
  'Blue Harbor Devices',
];
const JOBS = ['采购经理', '硬件工程师', 'Purchasing manager', 'Hardware engineer', ''];
const MESSAGES = [
  '请提供样品和报价，年用量约 50 万片。',
  '我们在评估用于可穿戴设备的方案，能否提供参考设计？',
  'Could you send the price for 10k units and the lead time?',
  'Is there an automotive-qualified variant of this part?',
  'We need a second source for our current accelerometer; please contact me.',
];
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function generatedEnquiry(index: number, productIds: readonly number[]): EnquiryInsert & { id: number } {
  const random = generator(index);
  const asksProduct = productIds.length > 0 && random() < 0.6;
  const form = {
    name: pick(random, NAMES),
    email: `buyer${index}@example.com`,
    phone: `+86 21 ${String(10_000_000 + (index % 90_000_000)).slice(0, 8)}`,
    company: pick(random, COMPANIES),
    job: pick(random, JOBS),
    mind: pick(random, MESSAGES),
    productId: asksProduct ? pick(random, productIds) : undefined,
  };
  const valid = asksProduct ? productEnquirySubmission.parse(form) : contactSubmission.parse(form);
  const at = new Date(FIRST_TIME + Math.floor(index / 2) * STEP_MS).toISOString();
  const settled = random();
  return {
    id: idOf(index),
    kind: asksProduct ? 'product' : 'contact',
    product_id: form.productId ?? null,
    name: valid.name,
    email: valid.email,
    phone: valid.phone,
    company: valid.company ?? '',
    job: valid.job ?? '',
    product: '',
    mind: valid.mind ?? '',
    job_id: null,
    cv_key: null,
    cv_name: null,
    cv_mime: null,
    cv_size: null,
    lang: pick(random, LANGS),
    ip: `203.0.113.${index % 256}`,
    user_agent: USER_AGENT,
    status: settled < 0.02 ? 'new' : settled < 0.3 ? 'read' : 'handled',
    note: '',
    created_at: at,
    updated_at: at,
  };
}

/** Adds generated enquiries until the inbox holds `total`; answers how many it added. */
export async function seedGeneratedEnquiries(db: Kysely<Database>, total: number): Promise<number> {
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('enquiries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const first = await count();
  if (first >= total) return 0;
  const productIds = (
    await db.selectFrom('products').where('enabled', '=', true).select('id').orderBy('id').execute()
  ).map((row) => row.id);
  for (let start = first; start < total; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(start + ROWS_PER_TRANSACTION, total);
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < end; from += ROWS_PER_INSERT) {
        const rows = [];
        for (let index = from + 1; index <= Math.min(from + ROWS_PER_INSERT, end); index++)
          rows.push(generatedEnquiry(index, productIds));
        // A submitted enquiry may already hold a generated id: it keeps it, and the count says so.
        await trx
          .insertInto('enquiries')
          .values(rows)
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
      }
    });
  }
  return (await count()) - first;
}
