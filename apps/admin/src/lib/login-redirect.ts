export const LOGIN_PATH = '/user/login';
/** Where the back-office starts; used when the sign-in page was opened without a redirect. */
export const ADMIN_HOME = '/admin';

/**
 * Where to go after signing in (product-spec §4): a same-origin `redirect` goes to its path, or
 * to its hash portion when that holds a path (the original client routed by hash); a foreign
 * origin goes to the site root; no redirect goes to `fallback`.
 */
export function redirectAfterLogin(currentHref: string, fallback: string): string {
  const current = new URL(currentHref);
  const redirect = current.searchParams.get('redirect');
  if (!redirect) return fallback;
  let target: URL;
  try {
    // Relative paths are same-origin; `//host` and `javascript:` resolve to another origin.
    target = new URL(redirect, current.origin);
  } catch {
    return '/';
  }
  if (target.origin !== current.origin) return '/';
  const hashPath = target.hash.slice(1);
  if (hashPath.startsWith('/')) return hashPath;
  return `${target.pathname}${target.search}${target.hash}`;
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
