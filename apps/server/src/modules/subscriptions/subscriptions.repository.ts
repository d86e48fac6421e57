import type { AdminSubscriptionListQuery, Lang, PagingQuery, SubscriptionTopic } from '@coresense/shared';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { nowIso, toIso } from '../../db/column-types.ts';
import { containsIgnoreCase, fetchPage } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import type { SubscriptionTable } from './subscriptions.table.ts';

export type SubscriptionRow = Selectable<SubscriptionTable>;

/** A document's latest revision text (the revision with the highest id), beside a query on `documents as d`. */
const latestRevision = (eb: ExpressionBuilder<Database & { d: Database['documents'] }, 'd'>) =>
  eb
    .selectFrom('document_revisions as r')
    .select('r.revision')
    .whereRef('r.document_id', '=', 'd.id')
    .orderBy('r.id', 'desc')
    .limit(1)
    .as('revision');

/** What `alert_events` calls a document's alert: a PCN once, any other document once per revision. */
export function documentEventKey(id: number, kind: 'revision' | 'pcn', revision: string): string {
  return kind === 'pcn' ? `documents:${id}:pcn` : `documents:${id}:revision:${revision}`;
}

/** A request waiting for its confirmation link, kept as JSON in `pending`. */
export interface PendingRequest {
  lang: Lang;
  topics: SubscriptionTopic[];
  productIds: number[];
}

/** Who receives one alert: a confirmed subscription, with what its links are made of. */
export interface Recipient {
  id: number;
  email: string;
  token_salt: string;
  site_url: string;
}

const SORT_COLUMNS = { createTime: 'created_at', email: 'email' } as const;

/** The SQL of subscriptions, what they follow, and the events already alerted. */
export class SubscriptionRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  find(id: number): Promise<SubscriptionRow | undefined> {
    return this.#db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<SubscriptionRow | undefined> {
    return this.#db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async insert(row: {
    email: string;
    lang: Lang;
    tokenSalt: string;
    confirmNonce: string;
    pending: PendingRequest;
    siteUrl: string;
  }): Promise<number> {
    const now = nowIso();
    const inserted = await this.#db
      .insertInto('subscriptions')
      .values({
        email: row.email,
        lang: row.lang,
        token_salt: row.tokenSalt,
        confirm_nonce: row.confirmNonce,
        pending: JSON.stringify(row.pending),
        site_url: row.siteUrl,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async setPending(
    id: number,
    pending: PendingRequest,
    confirmNonce: string,
    siteUrl: string,
  ): Promise<void> {
    await this.#db
      .updateTable('subscriptions')
      .set({
        pending: JSON.stringify(pending),
        confirm_nonce: confirmNonce,
        site_url: siteUrl,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Makes the waiting request what the subscription follows, added to what it followed before. */
  async applyPending(row: SubscriptionRow, pending: PendingRequest): Promise<void> {
    const now = nowIso();
    await this.#db
      .updateTable('subscriptions')
      .set({
        lang: pending.lang,
        pending: null,
        confirmed_at: row.confirmed_at ? toIso(row.confirmed_at) : now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    if (pending.topics.length > 0) {
      await this.#db
        .insertInto('subscription_topics')
        .values(pending.topics.map((topic) => ({ subscription_id: row.id, topic })))
        .onConflict((conflict) => conflict.columns(['subscription_id', 'topic']).doNothing())
        .execute();
    }
    // A product deleted since the request is no longer there to follow.
    const products = pending.productIds.length
      ? await this.#db.selectFrom('products').select('id').where('id', 'in', pending.productIds).execute()
      : [];
    if (products.length > 0) {
      await this.#db
        .insertInto('subscription_products')
        .values(products.map((product) => ({ subscription_id: row.id, product_id: product.id })))
        .onConflict((conflict) => conflict.columns(['subscription_id', 'product_id']).doNothing())
        .execute();
    }
  }

  async topicsOf(ids: readonly number[]): Promise<Map<number, SubscriptionTopic[]>> {
    const topics = new Map<number, SubscriptionTopic[]>();
    if (ids.length === 0) return topics;
    const rows = await this.#db
      .selectFrom('subscription_topics')
      .select(['subscription_id', 'topic'])
      .where('subscription_id', 'in', ids)
      .orderBy('topic')
      .execute();
    for (const row of rows) {
      const list = topics.get(row.subscription_id) ?? [];
      list.push(row.topic as SubscriptionTopic);
      topics.set(row.subscription_id, list);
    }
    return topics;
  }

  /** The products each subscription follows, named in `lang` (else in the other language, else ''). */
  async productsOf(
    ids: readonly number[],
    lang: Lang,
  ): Promise<Map<number, Array<{ id: number; name: string }>>> {
    const products = new Map<number, Array<{ id: number; name: string }>>();
    if (ids.length === 0) return products;
    const rows = await this.#db
      .selectFrom('subscription_products as sp')
      .leftJoin('product_i18n as own', (join) =>
        join.onRef('own.product_id', '=', 'sp.product_id').on('own.lang', '=', lang),
      )
      .leftJoin('product_i18n as other', (join) =>
        join.onRef('other.product_id', '=', 'sp.product_id').on('other.lang', '!=', lang),
      )
      .select(['sp.subscription_id', 'sp.product_id', 'own.name as own', 'other.name as other'])
      .where('sp.subscription_id', 'in', ids)
      .orderBy('sp.product_id')
      .execute();
    for (const row of rows) {
      const list = products.get(row.subscription_id) ?? [];
      list.push({ id: row.product_id, name: row.own ?? row.other ?? '' });
      products.set(row.subscription_id, list);
    }
    return products;
  }

  /** Products' names in `lang`, else in the other language, by id. */
  async productNames(productIds: readonly number[], lang: Lang): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    if (productIds.length === 0) return names;
    const rows = await this.#db
      .selectFrom('product_i18n')
      .select(['product_id', 'lang', 'name'])
      .where('product_id', 'in', [...new Set(productIds)])
      .execute();
    for (const row of rows) {
      if (row.lang === lang || !names.has(row.product_id)) names.set(row.product_id, row.name);
    }
    return names;
  }

  async followsAll(id: number, request: PendingRequest): Promise<boolean> {
    const topics = await this.topicsOf([id]);
    const products = await this.productsOf([id], request.lang);
    const followedTopics = new Set(topics.get(id) ?? []);
    const followedProducts = new Set((products.get(id) ?? []).map((product) => product.id));
    return (
      request.topics.every((topic) => followedTopics.has(topic)) &&
      request.productIds.every((productId) => followedProducts.has(productId))
    );
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.#db.deleteFrom('subscriptions').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  list(query: AdminSubscriptionListQuery & PagingQuery) {
    let base = this.#db.selectFrom('subscriptions');
    if (query.keyword) base = base.where((eb) => containsIgnoreCase(eb.ref('email'), query.keyword ?? ''));
    if (query.status === 'confirmed') base = base.where('confirmed_at', 'is not', null);
    if (query.status === 'pending') base = base.where('confirmed_at', 'is', null);
    const column = SORT_COLUMNS[query.sortField ?? 'createTime'];
    const direction = query.sortOrder === 'ascend' ? 'asc' : 'desc';
    const listed = base.selectAll().orderBy(column, direction).orderBy('id', direction);
    return fetchPage(listed, base, query);
  }

  /**
   * Confirmed subscriptions in `lang` that follow `topic` or any of `productIds`, each once.
   */
  recipients(lang: Lang, topic: SubscriptionTopic, productIds: readonly number[] = []): Promise<Recipient[]> {
    return this.#db
      .selectFrom('subscriptions as s')
      .select(['s.id', 's.email', 's.token_salt', 's.site_url'])
      .where('s.lang', '=', lang)
      .where('s.confirmed_at', 'is not', null)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('subscription_topics as st')
              .select('st.topic')
              .whereRef('st.subscription_id', '=', 's.id')
              .where('st.topic', '=', topic),
          ),
          ...(productIds.length > 0
            ? [
                eb.exists(
                  eb
                    .selectFrom('subscription_products as sp')
                    .select('sp.product_id')
                    .whereRef('sp.subscription_id', '=', 's.id')
                    .where('sp.product_id', 'in', [...productIds]),
                ),
              ]
            : []),
        ]),
      )
      .orderBy('s.id')
      .execute();
  }

  /**
   * Records that `eventKey` is alerted in `lang`; false when it was already. Concurrent claims of
   * one event (two processes, a retried transaction) leave exactly one of them true.
   */
  async claimEvent(eventKey: string, lang: Lang): Promise<boolean> {
    const result = await this.#db
      .insertInto('alert_events')
      .values({ event_key: eventKey, lang, created_at: nowIso() })
      .onConflict((conflict) => conflict.columns(['event_key', 'lang']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** A live document's type, products, latest revision and titles by language; `undefined` when hidden. */
  async liveDocument(id: number) {
    const document = await this.#db
      .selectFrom('documents as d')
      .where('d.id', '=', id)
      .where('d.enabled', '=', true)
      .select(['d.type', latestRevision])
      .executeTakeFirst();
    if (!document) return undefined;
    const [titles, products] = await Promise.all([
      this.#db.selectFrom('document_i18n').select(['lang', 'title']).where('document_id', '=', id).execute(),
      this.#db
        .selectFrom('document_products')
        .select('product_id')
        .where('document_id', '=', id)
        .orderBy('sort')
        .execute(),
    ]);
    return {
      type: document.type,
      revision: document.revision,
      titles,
      productIds: products.map((row) => row.product_id),
    };
  }

  /**
   * Marks every live news and investor item and document revision alerted in each language it is public in: what is
   * public when it runs (the demo content, written past the admin services, by the seed) is not
   * news to anyone. Anything published through the admin services has its event already.
   */
  async markLiveAlerted(): Promise<void> {
    const now = nowIso();
    const documents = await this.#db
      .selectFrom('document_i18n as t')
      .innerJoin('documents as d', 'd.id', 't.document_id')
      .where('d.enabled', '=', true)
      .select(['d.id', 'd.type', 't.lang', latestRevision])
      .execute();
    const news = await this.#db
      .selectFrom('news_i18n as t')
      .innerJoin('news as n', 'n.id', 't.news_id')
      .where('n.enabled', '=', true)
      .select(['t.news_id as id', 't.lang'])
      .execute();
    const investor = await this.#db
      .selectFrom('investor_i18n as t')
      .innerJoin('investor_items as i', 'i.id', 't.item_id')
      .where('i.enabled', '=', true)
      .select(['t.item_id as id', 't.lang'])
      .execute();
    const rows = [
      ...news.map((row) => ({ event_key: `news:${row.id}`, lang: row.lang, created_at: now })),
      ...investor.map((row) => ({ event_key: `investor:${row.id}`, lang: row.lang, created_at: now })),
      ...documents.map((row) => ({
        event_key: documentEventKey(row.id, row.type === 'pcn' ? 'pcn' : 'revision', row.revision ?? ''),
        lang: row.lang,
        created_at: now,
      })),
    ];
    for (let start = 0; start < rows.length; start += 200) {
      await this.#db
        .insertInto('alert_events')
        .values(rows.slice(start, start + 200))
        .onConflict((conflict) => conflict.columns(['event_key', 'lang']).doNothing())
        .execute();
    }
  }

  /**
   * Deletes subscriptions never confirmed since before `before`, and drops requests of confirmed
   * ones left unconfirmed as long; answers how many subscriptions went.
   */
  async purgeUnconfirmed(before: string): Promise<number> {
    const deleted = await this.#db
      .deleteFrom('subscriptions')
      .where('confirmed_at', 'is', null)
      .where('updated_at', '<', before)
      .executeTakeFirst();
    await this.#db
      .updateTable('subscriptions')
      .set({ pending: null })
      .where('pending', 'is not', null)
      .where('updated_at', '<', before)
      .execute();
    return Number(deleted.numDeletedRows);
  }

  /** Mail to `email` in the outbox, oldest first, for a data-protection export. */
  mailTo(email: string) {
    return this.#db
      .selectFrom('mail_outbox')
      .select(['subject', 'created_at', 'sent_at'])
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', email))
      .orderBy('id')
      .execute();
  }
}
