import { z } from 'zod';

/*
 * Addresses stored in content and shown on the site (covers, images, avatars, icons, banner and
 * footer links). A browser follows them, so what could run script (`javascript:`), carry a whole
 * document (`data:`) or leave the site where it must not is refused where they come in.
 */

/**
 * Characters a browser drops from an address or reads as a slash (tab, line breaks, `\`), with
 * which `/\evil.example` or `/<tab>/evil.example` would name another host; and spaces.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/u.test(char)) return true;
  }
  return false;
}

/** A path on this site: one leading `/`, never `//` (another host), nothing a browser rewrites. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !hasUnsafeCharacter(value);
}

/** An absolute `http(s)` address with a host and no user part. */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || hasUnsafeCharacter(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** An image shown on the site: a file of this site (`/media/12/cover.svg`), or empty for none. */
export const siteImageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isSitePath(value), 'invalidImageUrl');

/** Where a link leads: a page or file of this site, an `http(s)` address, or empty for none. */
export const siteLinkUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isSitePath(value) || isWebLink(value), 'invalidLinkUrl');
