import type { EnquiryKind, Lang, ProductEnquirySubmission } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { timestamps } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { GroupCommit } from '../../lib/group-commit.ts';
import type { NoticeService, ReceivedEnquiry } from '../notices/notices.service.ts';
import { type EnquiryInsert, EnquiryRepository } from './enquiries.repository.ts';

export interface SubmissionMeta {
  lang: Lang;
  ip: string;
  userAgent: string;
}

/** What the enquiry service needs to know about products; ProductService provides it. */
export interface PublishedProducts {
  isPublished(id: number): Promise<boolean>;
}

/** Who is told of new enquiries, in the transaction that stores them. */
export type EnquiryNotices = Pick<NoticeService, 'enquiriesReceived'>;

/** What a notice says an enquiry is about: what the visitor named, else the message's first words. */
export function receivedEnquiry(id: number, row: EnquiryInsert, about = row.product): ReceivedEnquiry {
  return {
    id,
    kind: row.kind,
    name: row.name,
    company: row.company,
    productId: row.product_id ?? null,
    about: about || row.mind.slice(0, 80),
  };
}

/** Enough to tell browsers apart in the inbox; a longer header is only noise (or an attack). */
const USER_AGENT_MAX = 500;

/** What every stored submission records of its request, arriving as new. */
export function receivedColumns(meta: SubmissionMeta) {
  return {
    lang: meta.lang,
    ip: meta.ip,
    user_agent: meta.userAgent.slice(0, USER_AGENT_MAX),
    status: 'new' as const,
    ...timestamps(),
  };
}

export class EnquiryService {
  readonly #products: PublishedProducts;
  /** Submissions arriving together share one commit: durable, and fast under load. */
  readonly #writes: GroupCommit<EnquiryInsert, number>;

  constructor(db: Kysely<Database>, products: PublishedProducts, notices: EnquiryNotices) {
    const enquiries = new EnquiryRepository(db);
    this.#products = products;
    // The batch's notices share its commit: no second fsync, and none can be lost without it.
    this.#writes = new GroupCommit((rows) =>
      enquiries.insertAll(rows, (trx, ids) =>
        notices.enquiriesReceived(
          trx,
          rows.map((row, index) => receivedEnquiry(ids[index]!, row)),
        ),
      ),
    );
  }

  /** Stores a contact form or product enquiry; the id is only returned once the row is committed. */
  async submit(
    kind: EnquiryKind,
    input: ProductEnquirySubmission,
    meta: SubmissionMeta,
  ): Promise<{ id: number }> {
    const productId = kind === 'product' ? input.productId : undefined;
    if (productId !== undefined && !(await this.#products.isPublished(productId))) {
      throw invalidField('productId', 'unknownProduct');
    }
    const id = await this.#writes.write({
      kind,
      product_id: productId ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company ?? '',
      job: input.job ?? '',
      product: input.product ?? '',
      mind: input.mind ?? '',
      ...receivedColumns(meta),
    });
    return { id };
  }
}
