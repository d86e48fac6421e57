export const LOGIN_PATH = '/user/login';
/** Where the back-office starts; used when the sign-in page was opened without a redirect. */
export const ADMIN_HOME = '/admin';

/** `path` resolved against `origin`, when it stays there; undefined for another origin or no URL. */
function sameOriginUrl(path: string, origin: string): URL | undefined {
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where to go after signing in (product-spec §4): a same-origin `redirect` goes to its path, or
 * to its hash portion when that holds a path (the original client routed by hash); a foreign
 * origin goes to the site root; no redirect goes to `fallback`.
 *
 * The answer is followed as a relative address, so it is checked again as one: a hash such as
 * `#//evil.example` or `#/\evil.example`, and a path that normalises to `//evil.example`
 * (`/.//evil.example`, `/admin/..//evil.example`), would name another host there.
 */
export function redirectAfterLogin(currentHref: string, fallback: string): string {
  const current = new URL(currentHref);
  const redirect = current.searchParams.get('redirect');
  if (!redirect) return fallback;
  // Relative paths are same-origin; `//host` and `javascript:` resolve to another origin.
  const target = sameOriginUrl(redirect, current.origin);
  if (!target) return '/';
  const hashPath = target.hash.slice(1);
  const path = hashPath.startsWith('/') ? hashPath : `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith('/') && sameOriginUrl(path, current.origin) ? path : '/';
}

/**
 * The sign-in page to show after signing out or losing the session (product-spec §4): it carries
 * the current full address as `redirect`, unless we are on the sign-in page already (answers
 * undefined: stay) or the address already names a redirect (kept, so it is not nested).
 */
export function loginUrlFor(currentHref: string): string | undefined {
  const current = new URL(currentHref);
  if (current.pathname === LOGIN_PATH) return undefined;
  const redirect = current.searchParams.get('redirect') ?? currentHref;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect })}`;
}
