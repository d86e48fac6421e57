import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The links of a subscription (contract §9): `<purpose>.<id>.<signature>`, the signature an
 * HMAC-SHA256, under the server's key, of the purpose, the id and a random value kept with the
 * subscription. Nothing stored is a token: neither the database alone nor a guess makes a link,
 * and a changed character makes none either.
 */

export type TokenPurpose = 'confirm' | 'unsubscribe';

const PREFIX: Record<TokenPurpose, string> = { confirm: 'c', unsubscribe: 'u' };

function signatureOf(purpose: TokenPurpose, id: number, secret: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(`${purpose}.${id}.${secret}`).digest();
}

/** The token of `purpose` for subscription `id` whose random value is `secret`. */
export function signSubscriptionToken(
  purpose: TokenPurpose,
  id: number,
  secret: string,
  key: Buffer,
): string {
  return `${PREFIX[purpose]}.${id}.${signatureOf(purpose, id, secret, key).toString('base64url')}`;
}

/** The subscription id a token of `purpose` names, before its signature is checked; else undefined. */
export function tokenSubscriptionId(purpose: TokenPurpose, token: string): number | undefined {
  const [prefix, id, signature, ...rest] = token.split('.');
  if (prefix !== PREFIX[purpose] || !id || !signature || rest.length > 0 || !/^\d{1,10}$/.test(id)) {
    return undefined;
  }
  return Number(id);
}

/** Whether `token` is the one of `purpose` for subscription `id` with random value `secret`. */
export function verifySubscriptionToken(
  purpose: TokenPurpose,
  token: string,
  id: number,
  secret: string,
  key: Buffer,
): boolean {
  const given = Buffer.from(token.split('.')[2] ?? '', 'base64url');
  const expected = signatureOf(purpose, id, secret, key);
  // In constant time, so the answer's timing tells nothing of how close a forgery came.
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    // base64url decoding skips stray characters: only the canonical spelling is the token.
    token === signSubscriptionToken(purpose, id, secret, key)
  );
}
