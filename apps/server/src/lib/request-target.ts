/**
 * The request target, with every `%` of its path taken literally (as `%25`) when the path is not
 * valid percent-encoding (`/product/%ff`, a UTF-8 sequence cut short). Fastify's router refuses
 * such a path before any route or hook, with an English body of its own: no envelope for `/api`,
 * no error page for a page. Rewritten, the path reaches the route or page it names, which answers
 * its odd value like any other unknown one, in the request's language. The query is left alone:
 * its parser takes a bad escape as it is.
 */
export function withDecodablePath(url: string): string {
  if (!url.includes('%')) return url;
  const pathEnd = url.search(/[?#]/);
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (pathEnd === -1 ? '' : url.slice(pathEnd));
  }
}
