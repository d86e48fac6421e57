/*
 * The page's JavaScript starts loading once the page has been painted, not while the HTML is
 * parsed: docs/decisions/2026-11-24-first-paint-waits-for-the-html-only.md says why and what it saved.
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` per module of the page and one
 * inline module script whose imports start the client. `deferClientScripts` (the server, on
 * each rendered page) turns that script into an inert block that keeps its text and lists the
 * preloads, and drops the preload links; AFTER_FIRST_PAINT_SCRIPT (inline, after it) puts both
 * back in the same places once the page has been painted and has loaded. Hydration then
 * finds the document as React Router wrote it.
 */

/**
 * Not a JavaScript type, so browsers keep the block as data; the server still names its text in
 * the CSP (`inlineScriptHashes` counts any type naming javascript), which lets the loader run it.
 */
export const DEFERRED_SCRIPT_TYPE = 'text/javascript-after-paint';

const ROUTE_MODULES_SCRIPT = '<script type="module" async="">';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * The page's HTML with React Router's module script made inert and its preload links moved onto
 * it; unchanged when the page has no such script (an error page, another React Router version).
 */
export function deferClientScripts(html: string): string {
  const at = html.indexOf(ROUTE_MODULES_SCRIPT);
  if (at === -1 || html.indexOf(ROUTE_MODULES_SCRIPT, at + 1) !== -1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const inert = `<script type="${DEFERRED_SCRIPT_TYPE}" data-modulepreload="${preloads.join(' ')}">`;
  return html.replace(ROUTE_MODULES_SCRIPT, inert).replace(MODULE_PRELOAD, '');
}

/**
 * Inline, after the inert block: restores the preloads and the module script once the browser
 * has reported the first contentful paint and the page has loaded (its images included, one of
 * which is often the largest paint), and two more frames have been drawn, so the scripts' work
 * cannot hold back the paint of what loaded last. At once in a hidden tab, which paints nothing;
 * 2 s after the HTML at the latest, so a slow image delays hydration by no more. The same text
 * on every page.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(){var done=false,loaded=document.readyState==="complete",painted=false;function start(){var b=document.querySelector('script[type="${DEFERRED_SCRIPT_TYPE}"]');if(done||!b)return;done=true;b.dataset.modulepreload.split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.textContent=b.textContent;b.replaceWith(s)}function next(){if(loaded&&painted)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}if(document.visibilityState!=="visible")return start();setTimeout(start,2000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")!==-1)new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=true;next()}}).observe({type:"paint",buffered:true});else painted=true;if(loaded)next();else addEventListener("load",function(){loaded=true;next()},{once:true})})()`;
