import type { AdminDocument } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { ContentAdminService, ContentTypes } from '../../content/admin-service.ts';
import { FileAccess } from '../../content/file-access.ts';
import type { PublicChanges } from '../../content/public-changes.ts';
import { VersionHistory } from '../../content/versions.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import { prepareRevision, type RevisionInput } from './documents.admin.service.ts';
import { DocumentRepository } from './documents.repository.ts';

/**
 * `POST /api/v1/admin/documents/{id}/revisions` (contract §9): a new latest revision, public at
 * once wherever the document is (a revision is a released fact, not a draft), every earlier file
 * kept. It is announced on `publicChanges` in its transaction, where the search index and the
 * change alerts hear of it.
 */
export class DocumentRevisionService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;
  readonly #documents: Pick<ContentAdminService<ContentTypes & { record: AdminDocument }>, 'get'>;
  readonly #publicChanges: PublicChanges | undefined;
  readonly #files = new FileAccess();
  readonly #versions = new VersionHistory('documents');

  constructor(
    db: Kysely<Database>,
    audit: AuditRecorder,
    documents: Pick<ContentAdminService<ContentTypes & { record: AdminDocument }>, 'get'>,
    publicChanges?: PublicChanges,
  ) {
    this.#db = db;
    this.#audit = audit;
    this.#documents = documents;
    this.#publicChanges = publicChanges;
  }

  /** The document with its new revision; `undefined` when there is no such document (or it is in the trash). */
  async add(id: number, input: RevisionInput, editor: Editor): Promise<AdminDocument | undefined> {
    const revision = await prepareRevision(this.#db, input, '');
    const added = await this.#db.transaction().execute(async (trx) => {
      const repository = new DocumentRepository(trx);
      await this.#versions.lock(trx, String(id));
      const stored = await repository.findStored(id);
      if (!stored) return false;
      await this.#files.assertReadable(trx, editor, revision, {
        record: { resource: 'documents', key: String(id) },
      });
      if (await repository.hasRevision(id, revision.revision)) throw invalidField('revision', 'alreadyTaken');
      const latest = stored.row.revisions[0];
      await repository.addRevision(id, revision);
      await this.#audit.record(
        {
          ...editor,
          action: 'add-revision',
          resource: 'documents',
          resourceId: id,
          changes: { revision: { from: latest?.revision ?? null, to: revision.revision } },
          subject: { ...stored.row, i18n: stored.i18n },
        },
        trx,
      );
      await this.#publicChanges?.announce(trx, { resource: 'documents', id });
      return true;
    });
    return added ? this.#documents.get(id) : undefined;
  }
}
