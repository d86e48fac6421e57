import { createHash } from 'node:crypto';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { buildMenu, buildQuickLinks } from './app/lib/menu.ts';
import { SITE_PAGES } from './app/site-routes.ts';

const MESSAGES_MODULE = 'virtual:site-messages';

/**
 * The site's texts, one JSON file per language with a content hash in its name, so a browser
 * keeps each for a year and pages no longer carry the ~7 KB table in their hydration data.
 * Data rather than a script: nothing to compile, and no JavaScript added to a page's first
 * load. The server build reads the addresses from `virtual:site-messages` (app/root.tsx
 * preloads the page's own one); app/entry.client.tsx fetches it before hydrating.
 */
function siteMessages(): Plugin {
  const modules = Object.entries(SITE_MESSAGES).map(([lang, messages]) => {
    const source = JSON.stringify(messages);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
    return { lang, fileName: `assets/messages-${lang}-${hash}.json`, source };
  });
  const addresses = Object.fromEntries(modules.map(({ lang, fileName }) => [lang, `/${fileName}`]));
  return {
    name: 'site-messages',
    resolveId(id) {
      return id === MESSAGES_MODULE ? `\0${MESSAGES_MODULE}` : undefined;
    },
    load(id) {
      return id === `\0${MESSAGES_MODULE}` ? `export default ${JSON.stringify(addresses)};` : undefined;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { fileName, source } of modules) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const module = modules.find(({ fileName }) => request.url === `/${fileName}`);
        if (!module) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(module.source);
      });
    },
  };
}

const MENU_MODULE = 'virtual:site-menu';

/**
 * The header menu and the footer's quick links, built from the route table here, at build time:
 * the pages get them as data, as small as a hand-written menu, without the table or the code
 * that reads it.
 */
function siteMenu(): Plugin {
  const pages = Object.values(SITE_PAGES);
  const source = [
    `export const MENU = ${JSON.stringify(buildMenu(pages))};`,
    `export const QUICK_LINKS = ${JSON.stringify(buildQuickLinks(pages))};`,
  ].join('\n');
  return {
    name: 'site-menu',
    resolveId(id) {
      return id === MENU_MODULE ? `\0${MENU_MODULE}` : undefined;
    },
    load(id) {
      return id === `\0${MENU_MODULE}` ? source : undefined;
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), siteMessages(), siteMenu()],
  build: {
    assetsInlineLimit: 0,
    // Every page loads all of React, React DOM and React Router, and the root, the layout and what
    // they import: each as one chunk rather than a dozen small ones, which cost a page ~5 KB gzip
    // in imports and separate compression (scripts/budgets.ts names the framework chunk).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//,
              priority: 2,
            },
            {
              name: 'site-common',
              test: /\/app\/(root|routes\/layout|lib\/(i18n|messages|seo|notify|failures|locale|route-chunks|page-view|direction|menu)|components\/(site-header|site-footer|detail-list|logo|notices|navigation-spinner|error-content))\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
