import type { EnquiryKind, Lang, ProductEnquirySubmission } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { timestamps } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { GroupCommit } from '../../lib/group-commit.ts';
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

  constructor(db: Kysely<Database>, products: PublishedProducts) {
    const enquiries = new EnquiryRepository(db);
    this.#products = products;
    this.#writes = new GroupCommit((rows) => enquiries.insertAll(rows));
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
