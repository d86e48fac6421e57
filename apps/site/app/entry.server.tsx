import { renderToReadableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { siteContext } from './context';
import type { SiteRequestContext } from './request-context';

/** The server calls this for every page request; it is how services reach the loaders. */
export function createLoadContext(input: SiteRequestContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, input);
  return context;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { reportError } = loadContext.get(siteContext);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    // Inline scripts carry no nonce: the server allows them by their hashes, which stay valid
    // for a cached page (apps/server/src/plugins/site.ts).
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: request.signal,
      onError(error) {
        status = 500;
        if (!request.signal.aborted) reportError(error);
      },
    },
  );
  // Loaders have already run and nothing suspends, so waiting costs little and lets every
  // visitor, crawler or not, get the whole page with the right status.
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers: responseHeaders });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // The context is missing when the request failed before routing, e.g. a malformed URL.
  const report =
    context instanceof RouterContextProvider ? context.get(siteContext).reportError : console.error;
  report(error);
};
