import { createHash } from 'node:crypto';
import {
  type AccountBinding,
  type Lang,
  type LoginProvider,
  SIGN_IN_PROVIDERS,
  type SignInProvider,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { OidcClientConfig } from '../../config.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import { SignInProviderRepository } from './sign-in-providers.repository.ts';

const PROVIDER_NAMES: Record<SignInProvider, Record<Lang, string>> = {
  dingtalk: { zh_CN: '钉钉', en_US: 'DingTalk' },
  wecom: { zh_CN: '企业微信', en_US: 'WeCom' },
  feishu: { zh_CN: '飞书', en_US: 'Feishu' },
};

/** Long enough to sign in at the provider, short enough that a stale state is worthless. */
const TRANSACTION_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid profile email';

export type OidcPurpose = 'bind' | 'sign-in';

/** Why a callback was refused; the page the browser lands on words it. */
export type OidcFailure = 'state' | 'failed' | 'not-bound' | 'taken' | 'disabled';

export type OidcOutcome =
  | { outcome: 'bound'; provider: SignInProvider; account: string }
  | {
      outcome: 'signed-in';
      user: { id: number; username: string; name: string; avatar: string; email: string };
    }
  | { outcome: 'refused'; purpose: OidcPurpose | undefined; reason: OidcFailure };

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Binding staff accounts to OpenID Connect providers and signing in with them (contract §11),
 * by the authorization-code flow with PKCE, state and nonce (openid-client). The transaction
 * is kept in the database, so any process may receive the callback; its state also sits in a
 * cookie of the browser that started it, so a callback sent to someone else's browser fails.
 */
export class SignInProviderService {
  readonly #repository: SignInProviderRepository;
  readonly #configs: Partial<Record<SignInProvider, OidcClientConfig>>;
  /** Each provider's discovered metadata, fetched on first use; dropped on failure to try again. */
  readonly #discovered = new Map<SignInProvider, Promise<oidc.Configuration>>();

  constructor(db: Kysely<Database>, configs: Partial<Record<SignInProvider, OidcClientConfig>> = {}) {
    this.#repository = new SignInProviderRepository(db);
    this.#configs = configs;
  }

  isConfigured(provider: SignInProvider): boolean {
    return this.#configs[provider] !== undefined;
  }

  configuredProviders(lang: Lang): LoginProvider[] {
    return SIGN_IN_PROVIDERS.filter((p) => this.isConfigured(p)).map((provider) => ({
      provider,
      name: PROVIDER_NAMES[provider][lang],
    }));
  }

  async bindings(userId: number, lang: Lang): Promise<AccountBinding[]> {
    const bound = new Map(
      (await this.#repository.identitiesOf(userId)).map((row) => [row.provider, row.account]),
    );
    return SIGN_IN_PROVIDERS.map((provider) => ({
      provider,
      name: PROVIDER_NAMES[provider][lang],
      configured: this.isConfigured(provider),
      bound: bound.has(provider),
      account: bound.get(provider) ?? null,
    }));
  }

  unbind(userId: number, provider: SignInProvider): Promise<boolean> {
    return this.#repository.unbind(userId, provider);
  }

  /**
   * Starts a binding (for `userId`) or a sign-in: answers the provider's authorization URL and
   * the state, which the caller puts in the browser's cookie.
   */
  async start(
    provider: SignInProvider,
    purpose: OidcPurpose,
    userId: number | null,
    redirectUri: string,
  ): Promise<{ authorizationUrl: string; state: string }> {
    const config = await this.#client(provider);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.#repository.insertTransaction({
      state_hash: hashState(state),
      provider,
      purpose,
      user_id: userId,
      code_verifier: codeVerifier,
      nonce,
      expires_at: new Date(Date.now() + TRANSACTION_TTL_MS).toISOString(),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl: url.href, state };
  }

  /**
   * The provider's answer: `callbackUrl` is the full URL it sent the browser to, `cookieState`
   * the state the browser kept, `sessionUserId` who is signed in there now.
   */
  async finish(
    provider: SignInProvider,
    callbackUrl: URL,
    cookieState: string | undefined,
    sessionUserId: number | null,
  ): Promise<OidcOutcome> {
    const state = callbackUrl.searchParams.get('state');
    const transaction =
      state && cookieState === state ? await this.#repository.takeTransaction(hashState(state)) : undefined;
    if (
      !transaction ||
      transaction.provider !== provider ||
      new Date(toIso(transaction.expires_at)).getTime() <= Date.now() ||
      (transaction.purpose === 'bind' && transaction.user_id !== sessionUserId)
    ) {
      return { outcome: 'refused', purpose: transaction?.purpose, reason: 'state' };
    }
    const { purpose } = transaction;

    let subject: string;
    let account: string;
    try {
      const config = await this.#client(provider);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.code_verifier,
        expectedState: state!,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      subject = claims.sub;
      // Names are usually in the userinfo answer rather than the ID token.
      const info = config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, subject)
        : claims;
      account = String(info.preferred_username ?? info.name ?? info.email ?? claims.email ?? subject).slice(
        0,
        200,
      );
    } catch {
      return { outcome: 'refused', purpose, reason: 'failed' };
    }

    if (purpose === 'bind') {
      const bound = await this.#repository.bind(transaction.user_id!, provider, subject, account);
      return bound
        ? { outcome: 'bound', provider, account }
        : { outcome: 'refused', purpose, reason: 'taken' };
    }
    const user = await this.#repository.findBoundUser(provider, subject);
    if (!user) return { outcome: 'refused', purpose, reason: 'not-bound' };
    if (!toBool(user.enabled)) return { outcome: 'refused', purpose, reason: 'disabled' };
    const { id, username, name, avatar, email } = user;
    return { outcome: 'signed-in', user: { id, username, name, avatar, email } };
  }

  #client(provider: SignInProvider): Promise<oidc.Configuration> {
    const settings = this.#configs[provider];
    if (!settings) return Promise.reject(invalidField('provider', 'providerNotConfigured'));
    let client = this.#discovered.get(provider);
    if (!client) {
      const issuer = new URL(settings.issuer);
      client = oidc.discovery(
        issuer,
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        // The configuration allows plain http only for a provider on this machine.
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      client.catch(() => this.#discovered.delete(provider));
      this.#discovered.set(provider, client);
    }
    return client;
  }
}
