import {
  type AdminDocument,
  type AdminDocumentListQuery,
  type AdminRevision,
  adminDocumentInput,
  type adminRevisionInput,
  type DocumentI18n,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type ContentTypes,
  contentAdminService,
  type SavedRecord,
  timesAndTexts,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { downloadUrl } from '../../content/file-refs.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import { MAX_ID } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { ProductRepository } from '../products/products.repository.ts';
import { DOCUMENTS } from './documents.content-type.ts';
import {
  DocumentRepository,
  type DocumentRow,
  type DocumentWrite,
  type RevisionWrite,
  type StoredRevision,
} from './documents.repository.ts';

type DocumentInput = z.output<typeof adminDocumentInput>;
export type RevisionInput = z.output<typeof adminRevisionInput>;

export function toAdminRevision(revision: StoredRevision): AdminRevision {
  return {
    id: revision.id,
    revision: revision.revision,
    date: revision.date,
    file: revision.file,
    i18n: revision.i18n,
    createTime: toIso(revision.createdAt),
  };
}

function toAdminDocument({ row, i18n }: Stored<DocumentRow, DocumentI18n>): SavedRecord<AdminDocument> {
  return {
    id: row.id,
    type: row.type as AdminDocument['type'],
    number: row.number,
    lang: row.lang as AdminDocument['lang'],
    productIds: row.productIds,
    enabled: toBool(row.enabled),
    ...timesAndTexts(row, i18n),
    revisions: row.revisions.map(toAdminRevision),
  };
}

/** A revision body as stored: its file must exist (400 on `fileId`, under `field`), and is named by it. */
export async function prepareRevision(
  db: Kysely<Database>,
  input: RevisionInput,
  field: string,
): Promise<RevisionWrite> {
  const file =
    input.fileId <= MAX_ID
      ? await db
          .selectFrom('files')
          .select(['id', 'name', 'size'])
          .where('id', '=', input.fileId)
          .executeTakeFirst()
      : undefined;
  if (!file) throw invalidField(`${field}fileId`, 'unknownReference');
  return {
    revision: input.revision,
    date: input.date,
    file: { id: file.id, name: file.name, size: Number(file.size), url: downloadUrl(file.id) },
    i18n: input.i18n,
  };
}

interface DocumentContent extends ContentTypes {
  row: DocumentRow;
  text: DocumentI18n;
  input: DocumentInput;
  write: DocumentWrite;
  filter: AdminDocumentListQuery;
  record: AdminDocument;
}

/**
 * Documents in the back-office (contract §9): numbers unique ignoring case, products that
 * exist, a first revision on create. Revisions are released facts beside the versioned record:
 * a working copy answers them as they are now (`derivedFields`), and a save never rewrites them.
 */
export const documentAdminService = contentAdminService<DocumentContent>({
  type: DOCUMENTS,
  versioned: true,
  input: adminDocumentInput,
  repository: (handle) => new DocumentRepository(handle),
  toRecord: toAdminDocument,
  derivedFields: ['revisions'],
  async prepare(input, handle) {
    const existing = await new ProductRepository(handle).existingIds(input.productIds);
    const missing = input.productIds.flatMap((id, index) =>
      existing.has(id) ? [] : [{ field: `productIds.${index}`, key: 'unknownReference' as const }],
    );
    if (missing.length) throw new AppError('VALIDATION_ERROR', missing);
    const { revision, ...record } = input;
    return {
      ...record,
      ...(revision ? { revision: await prepareRevision(handle, revision, 'revision.') } : {}),
    };
  },
  async verify(write, trx, id) {
    if (id === undefined && !write.revision) throw invalidField('revision', 'required');
    if (await new DocumentRepository(trx).numberTaken(write.number, id)) {
      throw invalidField('number', 'alreadyTaken');
    }
  },
});
