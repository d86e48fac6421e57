import { type Lang, langToLocale } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { SigningKey } from '../../content/preview/signing-key.ts';
import type { Database } from '../../db/schema.ts';
import { signSubscriptionToken } from './subscription-tokens.ts';

/** The key name of subscription links in `server_secrets`. */
const KEY_NAME = 'subscriptions';

/**
 * The absolute links of subscription mails: on PUBLIC_URL when it is set, else on the origin the
 * visitor subscribed on (a scheduled publication has no request to take one from).
 */
export class SubscriptionLinks {
  readonly #publicUrl: string | undefined;
  readonly #key: SigningKey;

  constructor(db: Kysely<Database>, publicUrl: string | undefined) {
    this.#publicUrl = publicUrl?.replace(/\/$/, '');
    this.#key = new SigningKey(db, KEY_NAME);
  }

  /**
   * The signing key, read through `db` when given (a transaction: on SQLite's one connection a
   * read beside it would wait for it forever), else through the app's connection and kept.
   */
  key(db?: Kysely<Database>): Promise<Buffer> {
    return db ? new SigningKey(db, KEY_NAME).get() : this.#key.get();
  }

  origin(siteUrl: string): string {
    return this.#publicUrl ?? siteUrl.replace(/\/$/, '');
  }

  confirm(subscription: { id: number; confirm_nonce: string; site_url: string }, key: Buffer): string {
    const token = signSubscriptionToken('confirm', subscription.id, subscription.confirm_nonce, key);
    return `${this.origin(subscription.site_url)}/api/v1/subscription/confirm?token=${token}`;
  }

  unsubscribe(subscription: { id: number; token_salt: string; site_url: string }, key: Buffer): string {
    const token = signSubscriptionToken('unsubscribe', subscription.id, subscription.token_salt, key);
    return `${this.origin(subscription.site_url)}/api/v1/subscription/unsubscribe?token=${token}`;
  }

  /** A public page in `lang`: `path` with its query, e.g. `/company-news/detail?id=3`. */
  page(siteUrl: string, path: string, lang: Lang): string {
    return `${this.origin(siteUrl)}${path}${path.includes('?') ? '&' : '?'}lang=${langToLocale(lang)}`;
  }
}
