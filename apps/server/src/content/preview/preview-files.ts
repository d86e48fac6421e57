import { collectFileIds } from '../file-refs.ts';

/*
 * A working copy may show files that no published record references yet (an image uploaded for
 * the draft): the public file routes do not serve those. A preview page therefore links them
 * with its token, and the file routes serve a file to that token when the previewed working copy
 * mentions it (or the upload an image variant was made from) and the file is that record's own
 * (`FileAccess.owns`, content/file-access.ts).
 */

/** Our media and download addresses, not when they are the path of another site's URL. */
const FILE_ADDRESS = /(?<![\w.:/-])(\/media\/\d+\/[^\s"'<>?#\\]+|\/api\/v1\/common\/download\?id=\d+)/g;

/** The snapshot with every address of one of our files carrying `preview=<token>`. */
export function withPreviewFileLinks<T>(content: T, param: string, token: string): T {
  if (typeof content === 'string') {
    return content.replace(
      FILE_ADDRESS,
      (address) => `${address}${address.includes('?') ? '&' : '?'}${param}=${token}`,
    ) as T;
  }
  if (Array.isArray(content)) return content.map((item) => withPreviewFileLinks(item, param, token)) as T;
  if (content && typeof content === 'object') {
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, withPreviewFileLinks(value, param, token)]),
    ) as T;
  }
  return content;
}

/** Whether the snapshot mentions the file, or the upload it is a variant of. */
export function mentionsFile(snapshot: object, file: { id: number; parent_id: number | null }): boolean {
  const mentioned = collectFileIds(snapshot);
  return mentioned.has(file.id) || (file.parent_id !== null && mentioned.has(file.parent_id));
}
