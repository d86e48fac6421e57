import { Writable } from 'node:stream';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { LANGS } from '@coresense/shared/lang';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { siteContext } from './context';
import { deferClientScripts } from './lib/after-first-paint';
import { provideMessages } from './lib/messages';
import type { SiteRequestContext } from './request-context';

// The server renders every language; the browser loads only its page's (app/lib/messages.ts).
for (const lang of LANGS) provideMessages(lang, SITE_MESSAGES[lang]);

/** The server calls this for every page request; it is how services reach the loaders. */
export function createLoadContext(input: SiteRequestContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, input);
  return context;
}

/** The whole HTML of each page response made here, for the server to send without reading it back. */
const documents = new WeakMap<Response, Buffer>();

/**
 * The HTML of a page `handleRequest` rendered, as bytes; undefined for any other response.
 * The server sends these bytes (and hashes their inline scripts) instead of reading the body
 * stream back: the page was rendered whole into memory anyway. Worth 7–11 % of uncached page
 * throughput and a third of peak memory (docs/decisions/2026-11-28-page-bytes-kept-as-bytes.md).
 */
export function renderedDocument(response: Response): Buffer | undefined {
  return documents.get(response);
}

/** Collects what React writes; React writes strings and byte views. */
function collect(onDone: (html: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    decodeStrings: true,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      onDone(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
      callback();
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const { reportError } = loadContext.get(siteContext);
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellFailed = false;
    // Node's own stream renderer, collected into one buffer: several times cheaper in Node than
    // the web-stream renderer read back through a Response.
    const { pipe, abort } = renderToPipeableStream(
      // Inline scripts carry no nonce: the server allows them by their hashes, which stay valid
      // for a cached page (apps/server/src/plugins/site.ts).
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // The page is sent whole: no Suspense boundary's content, however large (the product
        // filter panel), may be left outside its place for a script to move in, which a visitor
        // without scripts would never see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Loaders have already run and nothing suspends, so waiting costs little and lets every
        // visitor, crawler or not, get the whole page with the right status.
        onAllReady() {
          if (shellFailed) return;
          pipe(
            collect((rendered) => {
              request.signal.removeEventListener('abort', onAbort);
              const html = Buffer.from(deferClientScripts(rendered.toString('utf8')));
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              // A body read only if someone asks for it: the server takes `html` as it is.
              const body = new ReadableStream<Uint8Array>(
                {
                  pull(controller) {
                    controller.enqueue(new Uint8Array(html));
                    controller.close();
                  },
                },
                { highWaterMark: 0 },
              );
              const response = new Response(body, { status, headers: responseHeaders });
              documents.set(response, html);
              resolve(response);
            }),
          );
        },
        onShellError(error) {
          shellFailed = true;
          request.signal.removeEventListener('abort', onAbort);
          reject(error);
        },
        onError(error) {
          status = 500;
          if (!request.signal.aborted) reportError(error);
        },
      },
    );
    function onAbort() {
      abort(request.signal.reason);
    }
    if (request.signal.aborted) onAbort();
    else request.signal.addEventListener('abort', onAbort, { once: true });
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // The context is missing when the request failed before routing, e.g. a malformed URL.
  const report =
    context instanceof RouterContextProvider ? context.get(siteContext).reportError : console.error;
  report(error);
};
