import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLang, type Lang, PUBLISHABLE, type Publishable } from '@coresense/shared';

/*
 * The token of a preview link (contract §10): what it shows (a resource, a record's key, a
 * language) and until when, signed with HMAC-SHA256 so that no part can be changed or made up.
 */

/** The resources a preview can show: the bilingual content and the page blocks. */
export const PREVIEW_RESOURCES = PUBLISHABLE;
export type PreviewResource = Publishable;

export interface PreviewClaim {
  resource: PreviewResource;
  /** The record's id as text, or the block's type. */
  key: string;
  lang: Lang;
  /** Milliseconds since the epoch after which the link is refused. */
  expiresAt: number;
}

function signatureOf(payload: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** `<payload>.<signature>`, both base64url: short enough for a link, safe in a query without escaping. */
export function signPreview(claim: PreviewClaim, secret: Buffer): string {
  const payload = Buffer.from(
    JSON.stringify([claim.resource, claim.key, claim.lang, claim.expiresAt]),
  ).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

/** The claim of a token signed with `secret` and not expired at `now`; undefined for anything else. */
export function verifyPreview(token: string, secret: Buffer, now: number): PreviewClaim | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  // Compared in constant time, so the answer's timing tells nothing about a forged signature.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 4) return undefined;
  const [resource, key, lang, expiresAt] = fields as unknown[];
  if (
    !(PREVIEW_RESOURCES as readonly unknown[]).includes(resource) ||
    typeof key !== 'string' ||
    !isLang(lang) ||
    typeof expiresAt !== 'number' ||
    now > expiresAt
  ) {
    return undefined;
  }
  return { resource: resource as PreviewResource, key, lang, expiresAt };
}
