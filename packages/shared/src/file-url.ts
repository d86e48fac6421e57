/*
 * The crawlable address of a published file, `/files/{id}/{slug-of-name}`: outside `/api/`
 * (which robots.txt keeps crawlers out of), opened in the browser, with words a search engine
 * can read. The server answers it; the site links it and lists it in the sitemap.
 */

/** `CS-A100 Datasheet (v2).pdf` → `CS-A100-Datasheet-v2.pdf`; letters of any script are kept. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .replace(/-(?=\.[^.]*$)/, '');
  return slug || 'file';
}

export function publicFileUrl(file: { id: number; name: string }): string {
  return `/files/${file.id}/${encodeURIComponent(fileSlug(file.name))}`;
}
