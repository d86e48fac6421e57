import { randomBytes } from 'node:crypto';
import { isLang, type Lang, type SubscriptionRequest } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';
import { confirmationMail } from './alert-mail.ts';
import type { SubscriptionLinks } from './subscription-links.ts';
import { type TokenPurpose, tokenSubscriptionId, verifySubscriptionToken } from './subscription-tokens.ts';
import {
  type PendingRequest,
  SubscriptionRepository,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

/** What the subscription service needs to know about products; ProductService provides it. */
export interface SubscribableProducts {
  isPublished(id: number): Promise<boolean>;
}

const random = () => randomBytes(24).toString('base64url');

/**
 * The public side of change alerts (contract §9): a request for alerts, confirmed by the link it
 * mails (double opt-in), and the unsubscribe link every alert carries. A request answers the
 * same whether or not the address is known, so the form tells no one who subscribes.
 */
export class SubscriptionService {
  readonly #db: Kysely<Database>;
  readonly #products: SubscribableProducts;
  readonly #links: SubscriptionLinks;

  constructor(db: Kysely<Database>, products: SubscribableProducts, links: SubscriptionLinks) {
    this.#db = db;
    this.#products = products;
    this.#links = links;
  }

  /**
   * Keeps the request until it is confirmed and mails its confirmation link, in one transaction;
   * `origin` is where the visitor is (the links' origin without PUBLIC_URL). A confirmed address
   * asking for nothing new gets no mail.
   */
  async subscribe(request: SubscriptionRequest, origin: string): Promise<void> {
    for (const productId of request.productIds) {
      if (!(await this.#products.isPublished(productId)))
        throw invalidField('productIds', 'unknownReference');
    }
    const pending: PendingRequest = {
      lang: request.lang,
      topics: request.topics,
      productIds: request.productIds,
    };
    const email = request.email.toLowerCase();
    try {
      await this.#request(email, pending, origin);
    } catch (error) {
      // The same address sent twice at once: the second finds the first's row when tried again.
      if (!isUniqueViolation(error)) throw error;
      await this.#request(email, pending, origin);
    }
  }

  #request(email: string, asked: PendingRequest, origin: string): Promise<void> {
    return this.#db.transaction().execute(async (trx) => {
      const subscriptions = new SubscriptionRepository(trx);
      const known = await subscriptions.findByEmail(email);
      if (known?.confirmed_at && !known.pending && known.lang === asked.lang) {
        if (await subscriptions.followsAll(known.id, asked)) return;
      }
      const pending = mergeRequests(known ? pendingOf(known) : undefined, asked);
      const confirmNonce = random();
      let row: SubscriptionRow;
      if (known) {
        await subscriptions.setPending(known.id, pending, confirmNonce, origin);
        row = { ...known, confirm_nonce: confirmNonce, site_url: origin };
      } else {
        const id = await subscriptions.insert({
          email,
          lang: pending.lang,
          tokenSalt: random(),
          confirmNonce,
          pending,
          siteUrl: origin,
        });
        row = (await subscriptions.find(id)) as SubscriptionRow;
      }
      const key = await this.#links.key(trx);
      const names = await productNames(trx, pending.productIds, pending.lang);
      await enqueueMail(trx, [
        confirmationMail(
          email,
          pending.lang,
          { topics: pending.topics, productNames: names },
          this.#links.confirm(row, key),
        ),
      ]);
    });
  }

  /**
   * Confirms the request the link was mailed for; answers the subscription's language, or
   * undefined for a token that is not a valid link (nothing changes then). A link followed
   * twice confirms once and answers the same.
   */
  confirm(token: string): Promise<{ lang: Lang } | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await this.#verified(trx, 'confirm', token);
      if (!row) return undefined;
      const pending = pendingOf(row);
      if (pending) await new SubscriptionRepository(trx).applyPending(row, pending);
      return { lang: pending?.lang ?? langOf(row) };
    });
  }

  /** Deletes the subscription the link names, with all it follows; undefined for an invalid link. */
  unsubscribe(token: string): Promise<{ lang: Lang } | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await this.#verified(trx, 'unsubscribe', token);
      if (!row) return undefined;
      await new SubscriptionRepository(trx).delete(row.id);
      return { lang: langOf(row) };
    });
  }

  async #verified(trx: Kysely<Database>, purpose: TokenPurpose, token: string) {
    const id = tokenSubscriptionId(purpose, token);
    if (id === undefined) return undefined;
    const row = await new SubscriptionRepository(trx).find(id);
    if (!row) return undefined;
    const secret = purpose === 'confirm' ? row.confirm_nonce : row.token_salt;
    const key = await this.#links.key(trx);
    return verifySubscriptionToken(purpose, token, id, secret, key) ? row : undefined;
  }
}

function langOf(row: SubscriptionRow): Lang {
  return isLang(row.lang) ? row.lang : 'zh_CN';
}

export function pendingOf(row: SubscriptionRow): PendingRequest | undefined {
  return row.pending ? (JSON.parse(row.pending) as PendingRequest) : undefined;
}

/** A second request before the first is confirmed: one confirmation then covers both. */
function mergeRequests(earlier: PendingRequest | undefined, later: PendingRequest): PendingRequest {
  if (!earlier || earlier.lang !== later.lang) return later;
  return {
    lang: later.lang,
    topics: [...new Set([...earlier.topics, ...later.topics])],
    productIds: [...new Set([...earlier.productIds, ...later.productIds])],
  };
}

/** Product names in `lang` (else the other language's), for the confirmation mail. */
async function productNames(db: Kysely<Database>, ids: readonly number[], lang: Lang): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('product_i18n')
    .select(['product_id', 'lang', 'name', 'model'])
    .where('product_id', 'in', [...ids])
    .execute();
  return ids.flatMap((id) => {
    const texts = rows.filter((row) => row.product_id === id);
    const text = texts.find((row) => row.lang === lang) ?? texts[0];
    if (!text) return [];
    return [text.model && !text.name.includes(text.model) ? `${text.name} (${text.model})` : text.name];
  });
}
