import { SAMPLE_LIMITS } from '@coresense/shared/schemas/enquiry-rules';
import { createCookie } from 'react-router';

/*
 * The sample cart of contract §13: the part numbers a visitor has picked, up to five, and how
 * many pieces of each, in a cookie the server reads, so the cart page and its form render on the
 * server and work without scripts. The pages that add to it stay the same for everyone (and
 * cacheable): only the cart page reads the cookie.
 */

export interface CartLine {
  partNumber: string;
  quantity: number;
}

const THIRTY_DAYS = 30 * 24 * 3600;

const cartCookie = createCookie('sample_cart', { path: '/', sameSite: 'lax', httpOnly: true });

const isLine = (value: unknown): value is CartLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartLine).partNumber === 'string' &&
  (value as CartLine).partNumber.length <= SAMPLE_LIMITS.partNumber &&
  Number.isInteger((value as CartLine).quantity);

/** The cart the request carries; anything unreadable is an empty cart. */
export async function readCart(request: Request): Promise<CartLine[]> {
  const value: unknown = await cartCookie.parse(request.headers.get('cookie')).catch(() => null);
  if (!Array.isArray(value)) return [];
  return value
    .filter(isLine)
    .slice(0, SAMPLE_LIMITS.parts)
    .map((line) => ({ partNumber: line.partNumber, quantity: clampQuantity(line.quantity) }));
}

/** The `Set-Cookie` that keeps `lines` (or, empty, removes the cart). */
export function cartHeader(request: Request, lines: readonly CartLine[]): Promise<string> {
  const secure = new URL(request.url).protocol === 'https:';
  return cartCookie.serialize(lines.length > 0 ? lines : '', {
    secure,
    maxAge: lines.length > 0 ? THIRTY_DAYS : 0,
  });
}

export function clampQuantity(quantity: number): number {
  return Math.min(Math.max(Math.trunc(quantity) || 1, 1), SAMPLE_LIMITS.quantity);
}

/** A page of this site to go back to (`/path?query`), or undefined for anything else. */
export function sitePath(value: FormDataEntryValue | string | null): string | undefined {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || value.length > 500) return undefined;
  return value;
}

/** The page of this site the request came from (its same-origin Referer), as `/path?query`. */
export function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    // The cart page itself (its remove buttons) is not a page to go back to.
    if (from.origin !== new URL(request.url).origin || from.pathname.startsWith('/sample-request')) {
      return undefined;
    }
    return sitePath(from.pathname + from.search);
  } catch {
    return undefined;
  }
}
