import { createHash } from 'node:crypto';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [reactRouter(), siteMessages()],
  build: { assetsInlineLimit: 0 },
});
