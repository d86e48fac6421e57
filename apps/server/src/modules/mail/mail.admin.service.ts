import type { OutboxListQuery, OutboxMessage, OutboxPage } from '@coresense/shared/schemas/admin/outbox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import { findOutboxMessage, listOutbox, requeueMail } from './mail.outbox.ts';

/** The outbox as staff see it (contract §9): what waits, what went, what failed, and resending. */
export class MailOutboxAdminService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;
  readonly #smtpConfigured: boolean;

  constructor(db: Kysely<Database>, audit: AuditRecorder, { smtpConfigured }: { smtpConfigured: boolean }) {
    this.#db = db;
    this.#audit = audit;
    this.#smtpConfigured = smtpConfigured;
  }

  async list(query: OutboxListQuery): Promise<OutboxPage> {
    return { ...(await listOutbox(this.#db, query)), smtpConfigured: this.#smtpConfigured };
  }

  /** Undefined for an unknown message; a sent one is 400, as there is nothing to send again. */
  async resend(id: number, editor: Editor): Promise<OutboxMessage | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const before = await findOutboxMessage(trx, id);
      if (!before) return undefined;
      if (!(await requeueMail(trx, id))) throw invalidField('id', 'alreadySent');
      const after = (await findOutboxMessage(trx, id))!;
      await this.#audit.record(
        {
          ...editor,
          action: 'resend-mail',
          resource: 'subscriptions',
          resourceId: id,
          title: before.subject,
          changes: {
            to: before.to,
            state: { from: before.state, to: after.state },
            attempts: { from: before.attempts, to: after.attempts },
          },
        },
        trx,
      );
      return after;
    });
  }
}
