import {
  type AdminSubscription,
  type AdminSubscriptionListQuery,
  isLang,
  type Lang,
  type Paged,
  type SubscriptionExport,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { nowIso, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import {
  type PendingRequest,
  SubscriptionRepository,
  type SubscriptionRow,
} from './subscriptions.repository.ts';
import { pendingOf } from './subscriptions.service.ts';

/** The back-office's subscriptions (contract §9): the list, a deletion, and one address's data. */
export class SubscriptionAdminService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;

  constructor(db: Kysely<Database>, audit: AuditRecorder) {
    this.#db = db;
    this.#audit = audit;
  }

  async list(query: AdminSubscriptionListQuery, lang: Lang): Promise<Paged<AdminSubscription>> {
    const { rows, total } = await new SubscriptionRepository(this.#db).list(query);
    return {
      list: await records(this.#db, rows, lang),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  /** Deletes a subscription and what it follows, with its audit entry; false when there is none. */
  delete(id: number, editor: Editor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const subscriptions = new SubscriptionRepository(trx);
      const row = await subscriptions.find(id);
      if (!row) return false;
      const [record] = await records(trx, [row], 'zh_CN');
      await subscriptions.delete(id);
      const { email, lang, topics, products, status } = record as AdminSubscription;
      await this.#audit.record(
        {
          ...editor,
          action: 'delete',
          resource: 'subscriptions',
          resourceId: id,
          title: email,
          changes: { email, lang, status, topics, productIds: products.map((product) => product.id) },
        },
        trx,
      );
      return true;
    });
  }

  /** Everything kept of `email`: its subscription and the mail sent or waiting to be sent to it. */
  async export(email: string, lang: Lang): Promise<SubscriptionExport> {
    const address = email.toLowerCase();
    const subscriptions = new SubscriptionRepository(this.#db);
    const row = await subscriptions.findByEmail(address);
    const mails = await subscriptions.mailTo(address);
    return {
      email: address,
      exportTime: nowIso(),
      subscriptions: row ? await records(this.#db, [row], lang) : [],
      mails: mails.map((mail) => ({
        subject: mail.subject,
        createTime: toIso(mail.created_at),
        sentTime: mail.sent_at ? toIso(mail.sent_at) : null,
      })),
    };
  }
}

async function records(
  db: Kysely<Database>,
  rows: SubscriptionRow[],
  lang: Lang,
): Promise<AdminSubscription[]> {
  const repository = new SubscriptionRepository(db);
  const ids = rows.map((row) => row.id);
  const topics = await repository.topicsOf(ids);
  const products = await repository.productsOf(ids, lang);
  const requests = new Map(rows.map((row) => [row.id, pendingOf(row)]));
  const asked = [...requests.values()].flatMap((request) => request?.productIds ?? []);
  const names = await repository.productNames(asked, lang);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    lang: isLang(row.lang) ? row.lang : 'zh_CN',
    topics: topics.get(row.id) ?? [],
    products: products.get(row.id) ?? [],
    status: row.confirmed_at ? 'confirmed' : 'pending',
    confirmTime: row.confirmed_at ? toIso(row.confirmed_at) : null,
    pending: withProductNames(requests.get(row.id), names),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  }));
}

/** A request not confirmed yet, with the products it asks for named (a deleted one is left out). */
function withProductNames(request: PendingRequest | undefined, names: ReadonlyMap<number, string>) {
  if (!request) return null;
  const products = request.productIds.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  return { ...request, products };
}
