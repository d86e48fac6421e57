import type { Lang, ProductStatus, SampleRequestSubmission } from '@coresense/shared';
import { submissionReference } from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { GroupCommit } from '../../lib/group-commit.ts';
import { type EnquiryInsert, EnquiryRepository } from './enquiries.repository.ts';
import {
  type EnquiryNotices,
  receivedColumns,
  receivedEnquiry,
  type SubmissionMeta,
} from './enquiries.service.ts';

/** A published product's part, as a sample cart and the form show it. */
export interface SamplePartInfo {
  partNumber: string;
  productId: number;
  productName: string;
  model: string;
  status: ProductStatus;
  /** Samples are sent of any part that is not obsolete (nor of an obsolete product). */
  orderable: boolean;
}

interface SampleWrite {
  row: EnquiryInsert;
  parts: Array<{ partNumber: string; quantity: number; productId: number }>;
}

/**
 * Sample requests (contract §13): stored in the enquiry inbox as kind `sample` with their parts,
 * each an orderable part of a published product, in one commit with the staff's notices. Like
 * the other public forms, requests arriving together share a commit.
 */
export class SampleRequestService {
  readonly #db: Kysely<Database>;
  readonly #writes: GroupCommit<SampleWrite, number>;

  constructor(db: Kysely<Database>, notices: EnquiryNotices) {
    this.#db = db;
    this.#writes = new GroupCommit((items) =>
      new EnquiryRepository(db).insertAll(
        items.map((item) => item.row),
        async (trx, ids) => {
          const enquiries = new EnquiryRepository(trx);
          for (const [index, item] of items.entries())
            await enquiries.insertSampleParts(ids[index]!, item.parts);
          await notices.enquiriesReceived(
            trx,
            items.map((item, index) =>
              receivedEnquiry(ids[index]!, item.row, item.parts.map((part) => part.partNumber).join(', ')),
            ),
          );
        },
      ),
    );
  }

  /**
   * The published parts among `partNumbers` (compared ignoring case), in the order asked, named
   * in `lang` where the product is written in it; a number matching no such part is left out.
   */
  async parts(lang: Lang, partNumbers: readonly string[]): Promise<SamplePartInfo[]> {
    const asked = [...new Set(partNumbers.map((number) => number.trim().toLowerCase()))].filter(Boolean);
    if (asked.length === 0) return [];
    const rows = await this.#db
      .selectFrom('product_parts as part')
      .innerJoin('products as p', 'p.id', 'part.product_id')
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .innerJoin('product_i18n as pi', 'pi.product_id', 'p.id')
      .innerJoin('product_category_i18n as ci', (join) =>
        join.onRef('ci.category_id', '=', 'c.id').onRef('ci.lang', '=', 'pi.lang'),
      )
      .select([
        'part.part_number',
        'part.status',
        'p.status as product_status',
        'p.id',
        'pi.name',
        'pi.model',
      ])
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true)
      .where((eb) => eb(eb.fn('lower', [eb.ref('part.part_number')]), 'in', asked))
      // The product's text in the page's language first, else in the other one it is published in.
      .orderBy(sql`case when ${sql.ref('pi.lang')} = ${lang} then 0 else 1 end`)
      .execute();
    const found = new Map<string, SamplePartInfo>();
    for (const row of rows) {
      const key = row.part_number.toLowerCase();
      if (found.has(key)) continue;
      const status = row.status as ProductStatus;
      found.set(key, {
        partNumber: row.part_number,
        productId: row.id,
        productName: row.name,
        model: row.model,
        status,
        orderable: status !== 'obsolete' && row.product_status !== 'obsolete',
      });
    }
    return asked.flatMap((key) => found.get(key) ?? []);
  }

  /**
   * Stores a request whose every part is orderable, answering its reference only once committed.
   * Each refused part is reported on its own field, `parts.N.partNumber`.
   */
  async request(input: SampleRequestSubmission, meta: SubmissionMeta): Promise<{ reference: string }> {
    const known = new Map(
      (
        await this.parts(
          meta.lang,
          input.parts.map((part) => part.partNumber),
        )
      ).map((part) => [part.partNumber.toLowerCase(), part]),
    );
    const problems = input.parts.flatMap((part, index) => {
      const found = known.get(part.partNumber.toLowerCase());
      if (found?.orderable) return [];
      return [{ field: `parts.${index}.partNumber`, key: found ? 'partObsolete' : 'unknownPart' } as const];
    });
    if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems);
    const id = await this.#writes.write({
      row: {
        kind: 'sample',
        product_id: null,
        name: input.name,
        email: input.email,
        phone: input.phone ?? '',
        company: input.company,
        job: '',
        product: '',
        country: input.country,
        application: input.application,
        mind: input.mind ?? '',
        ...receivedColumns(meta),
      },
      parts: input.parts.map((part) => {
        const found = known.get(part.partNumber.toLowerCase())!;
        return { partNumber: found.partNumber, quantity: part.quantity, productId: found.productId };
      }),
    });
    return { reference: submissionReference('sample', id) };
  }
}
