import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFERRED_SCRIPT_TYPE, deferClientScripts } from '../../app/lib/after-first-paint.ts';

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><main>text</main><script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script></body></html>';

test('the module script becomes an inert block that keeps its text and lists the preloads, which leave the head', () => {
  const html = deferClientScripts(PAGE);
  assert.doesNotMatch(html, /rel="modulepreload"/);
  assert.doesNotMatch(html, /type="module"/);
  assert.match(html, /<link rel="icon" href="\/favicon.svg"\/>/);
  assert.ok(
    html.includes(
      `<script type="${DEFERRED_SCRIPT_TYPE}" data-modulepreload="/assets/manifest-1.js /assets/entry.client-2.js">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>`,
    ),
  );
  assert.ok(html.includes('<script>window.__reactRouterContext = {};</script>'));
});

test('a page without exactly one React Router module script is left as it is', () => {
  const withoutModules = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
  assert.equal(deferClientScripts(withoutModules), withoutModules);
  const twice = PAGE.replace('</body>', '<script type="module" async="">x()</script></body>');
  assert.equal(deferClientScripts(twice), twice);
});
