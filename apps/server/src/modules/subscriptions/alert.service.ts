import { isLang, type Lang, type SubscriptionTopic } from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { PublicChange, PublicChanges } from '../../content/public-changes.ts';
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

/** A topic's records: where their live rows are and where the site shows one. */
interface TopicSource {
  topic: SubscriptionTopic;
  kind: AlertKind;
  livePublications(db: Kysely<Database>, id: number): Promise<Array<{ lang: string; title: string }>>;
  path(id: number): string;
}

const SOURCES: Partial<Record<PublicChange['resource'], TopicSource>> = {
  news: {
    topic: 'news',
    kind: 'news',
    livePublications: (db, id) =>
      db
        .selectFrom('news_i18n as t')
        .innerJoin('news as n', 'n.id', 't.news_id')
        .select(['t.lang', 't.title'])
        .where('n.id', '=', id)
        .where('n.enabled', '=', true)
        .execute(),
    path: (id) => `/company-news/detail?id=${id}`,
  },
  investor: {
    topic: 'investor',
    kind: 'investor',
    livePublications: (db, id) =>
      db
        .selectFrom('investor_i18n as t')
        .innerJoin('investor_items as i', 'i.id', 't.item_id')
        .select(['t.lang', 't.title'])
        .where('i.id', '=', id)
        .where('i.enabled', '=', true)
        .execute(),
    path: (id) => `/investor/detail?id=${id}`,
  },
};

/**
 * Change alerts (contract §9): on the first publication of an event in a language, one mail to
 * each confirmed subscriber of it in that language, queued in the outbox in the transaction of
 * the publication (so a rolled-back publication mails nobody). `alert_events` remembers what was
 * alerted, so an edit, a re-publication or a restore from the trash never mails again.
 */
export class AlertService {
  readonly #db: Kysely<Database>;
  readonly #links: SubscriptionLinks;

  constructor(db: Kysely<Database>, links: SubscriptionLinks) {
    this.#db = db;
    this.#links = links;
  }

  /** Hears every change of public content (saves, publications by hand or scheduled, shows). */
  listen(publicChanges: PublicChanges): void {
    publicChanges.listen((trx, change) => this.#publicationChanged(trx, change));
  }

  async #publicationChanged(trx: Kysely<Database>, change: PublicChange): Promise<void> {
    if (change.resource === 'documents') return this.#documentPublished(trx, change.id);
    const source = SOURCES[change.resource];
    if (!source) return;
    for (const live of await source.livePublications(trx, change.id)) {
      if (!isLang(live.lang)) continue;
      await this.#alert(trx, `${change.resource}:${change.id}`, live.lang, source.topic, [], {
        kind: source.kind,
        title: live.title,
        path: source.path(change.id),
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
          path: `/documents/detail?id=${id}`,
        },
        live.lang,
      );
    }
  }

  /**
   * A document's new revision or published PCN, in `lang`, told by the documents service inside
   * its transaction: to confirmed subscribers in `lang` of topic `documents` or of any of its
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

  /** Marks what is public now as alerted (see `SubscriptionRepository.markLiveAlerted`). */
  markLiveAlerted(): Promise<void> {
    return new SubscriptionRepository(this.#db).markLiveAlerted();
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
