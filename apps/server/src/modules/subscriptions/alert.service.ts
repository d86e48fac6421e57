import { isLang, type Lang, type SubscriptionTopic } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { RegisteredContentType } from '../../content/content-type.ts';
import type { PublicChange, PublicChanges } from '../../content/public-changes.ts';
import { CONTENT_TYPES } from '../../content-types.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';
import { type AlertKind, alertMail } from './alert-mail.ts';
import type { SubscriptionLinks } from './subscription-links.ts';
import { documentEventKey, SubscriptionRepository } from './subscriptions.repository.ts';

/** A document event the documents service reports (contract §9): a new revision, or a published PCN. */
export interface DocumentChange {
  documentId: number;
  kind: 'revision' | 'pcn';
  /** The revision's text (`1.2`, `C`): each revision of a document is alerted once. */
  revision: string;
  /** The products the document names: their subscribers hear of it, beside topic `documents`. */
  productIds: readonly number[];
  /** The document's title in the language alerted. */
  title: string;
  /** Its public page, from the site's root: `/documents/detail?id=12`. */
  path: string;
}

/** The content types whose first publication in a language is news to a topic's subscribers. */
const TOPICS: Partial<Record<PublicChange['resource'], { topic: SubscriptionTopic; kind: AlertKind }>> = {
  news: { topic: 'news', kind: 'news' },
  investor: { topic: 'investor', kind: 'investor' },
};

// biome-ignore lint/suspicious/noExplicitAny: tables named at run time by the registry
type AnyDb = Kysely<any>;

/** A record's public page, from the site's root (`/company-news/detail?id=3`), as the registry names it. */
function pagePath(type: RegisteredContentType, id: number): string {
  const page = type.sitePage;
  if (!page || !('key' in page)) throw new Error(`${type.resource} has no detail page to link alerts to`);
  return `${page.path}?${page.key}=${id}`;
}

/** The languages a record is live in, with its title in each, read as the registry describes its type. */
async function livePublications(db: Kysely<Database>, type: RegisteredContentType, id: number) {
  const rows: Array<{ lang: string; data: string }> = await (db as AnyDb)
    .selectFrom(`${type.tableName} as r`)
    .innerJoin(`${type.textTableName} as t`, `t.${type.ownerColumn}`, 'r.id')
    .select(['t.lang', 't.data'])
    .where('r.id', '=', id)
    .where('r.enabled', '=', true)
    .execute();
  return rows.map((row) => ({ lang: row.lang, title: type.hitTitle(JSON.parse(row.data) as object) }));
}

/**
 * Change alerts (contract §9): on the first publication of an event in a language, one mail to
 * each confirmed subscriber of it in that language, queued in the outbox in the transaction of
 * the publication (so a rolled-back publication mails nobody). `alert_events` remembers what was
 * alerted, so an edit, a re-publication or a restore from the trash never mails again.
 */
export class AlertService {
  readonly #links: SubscriptionLinks;

  constructor(links: SubscriptionLinks) {
    this.#links = links;
  }

  /** Hears every change of public content (saves, publications by hand or scheduled, shows). */
  listen(publicChanges: PublicChanges): void {
    publicChanges.listen((trx, change) => this.#publicationChanged(trx, change));
  }

  async #publicationChanged(trx: Kysely<Database>, change: PublicChange): Promise<void> {
    if (change.resource === 'documents') return this.#documentPublished(trx, change.id);
    const topic = TOPICS[change.resource];
    const type = CONTENT_TYPES[change.resource as keyof typeof CONTENT_TYPES] as RegisteredContentType;
    if (!topic || !type) return;
    for (const live of await livePublications(trx, type, change.id)) {
      if (!isLang(live.lang)) continue;
      await this.#alert(trx, `${change.resource}:${change.id}`, live.lang, topic.topic, [], {
        kind: topic.kind,
        title: live.title,
        path: pagePath(type, change.id),
      });
    }
  }

  /**
   * A document in each language it is live in: its latest revision (a PCN: its publication) is
   * news to subscribers of topic `documents` and of its products, once per revision and language.
   * A new document, a new revision and a first publication all end here; an edit finds its
   * revision alerted already.
   */
  async #documentPublished(trx: Kysely<Database>, id: number): Promise<void> {
    const document = await new SubscriptionRepository(trx).liveDocument(id);
    if (!document?.revision) return;
    for (const live of document.titles) {
      if (!isLang(live.lang)) continue;
      await this.documentChanged(
        trx,
        {
          documentId: id,
          kind: document.type === 'pcn' ? 'pcn' : 'revision',
          revision: document.revision,
          productIds: document.productIds,
          title: live.title,
          path: pagePath(CONTENT_TYPES.documents, id),
        },
        live.lang,
      );
    }
  }

  /**
   * A document's new revision or published PCN, in `lang`, inside the transaction that made it: to confirmed subscribers in `lang` of topic `documents` or of any of its
   * products, each once. Told again for the same revision (an edit), it mails nobody.
   */
  documentChanged(trx: Kysely<Database>, change: DocumentChange, lang: Lang): Promise<number> {
    return this.#alert(
      trx,
      documentEventKey(change.documentId, change.kind, change.revision),
      lang,
      'documents',
      change.productIds,
      {
        kind: change.kind,
        title: change.title,
        revision: change.revision,
        path: change.path,
      },
    );
  }

  /** Claims the event in `lang`, then queues its mails; answers how many (0 when claimed before). */
  async #alert(
    trx: Kysely<Database>,
    eventKey: string,
    lang: Lang,
    topic: SubscriptionTopic,
    productIds: readonly number[],
    event: { kind: AlertKind; title: string; revision?: string; path: string },
  ): Promise<number> {
    const subscriptions = new SubscriptionRepository(trx);
    if (!(await subscriptions.claimEvent(eventKey, lang))) return 0;
    const recipients = await subscriptions.recipients(lang, topic, productIds);
    if (recipients.length === 0) return 0;
    const key = await this.#links.key(trx);
    await enqueueMail(
      trx,
      recipients.map((recipient) =>
        alertMail(
          recipient.email,
          lang,
          {
            kind: event.kind,
            title: event.title,
            ...(event.revision === undefined ? {} : { revision: event.revision }),
            link: this.#links.page(recipient.site_url, event.path, lang),
          },
          this.#links.unsubscribe(recipient, key),
        ),
      ),
    );
    return recipients.length;
  }
}
