import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider's next login prompt (its own sign-in form, answered at once). */
  signInAs(accountId: string): void;
  /**
   * Follows the browser's way through the provider from the authorization URL until the
   * provider sends it back to `redirectPrefix`; answers that URL.
   */
  authorize(authorizationUrl: string, redirectPrefix: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`, the certified implementation) on a port of
 * this machine, with one confidential client. Its login and consent prompts are answered by the
 * test as a user would answer them, through the provider's own interaction API.
 */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'coresense';
  const clientSecret = 'a-client-secret-of-at-least-32-characters';
  let nextAccount = 'alice';

  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...jwk, kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, name: `Name of ${id}`, preferred_username: id, email: `${id}@idp.test` }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  const callback = provider.callback();

  handler = async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextAccount } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(accountId) {
      nextAccount = accountId;
    },
    async authorize(authorizationUrl, redirectPrefix) {
      // The provider's cookies, as a browser keeps them (one site, so names suffice).
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.href.startsWith(redirectPrefix)) return url;
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const set of response.headers.getSetCookie()) {
          const [pair = ''] = set.split(';');
          const at = pair.indexOf('=');
          const value = pair.slice(at + 1);
          if (value && !/expires=Thu, 01 Jan 1970/i.test(set)) jar.set(pair.slice(0, at), value);
          else jar.delete(pair.slice(0, at));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(
            `the provider answered ${response.status} without a redirect: ${await response.text()}`,
          );
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
