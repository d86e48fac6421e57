import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { SITEMAP_FILES } from './lib/sitemap';
import { SITE_PAGES, SITE_RESOURCES } from './site-routes';

/** The router's form of a table path: without its leading slash. */
const routePath = (path: string) => path.slice(1);

/** The route table of site-routes.ts: the crawlers' files, then every page inside one shared layout. */
export default [
  index(SITE_RESOURCES.root.module),
  route(routePath(SITE_RESOURCES.sitemap.path), SITE_RESOURCES.sitemap.module),
  // The numbered files of a sitemap past 50,000 addresses, at the root as the protocol wants
  // (a route path cannot hold a parameter inside a segment): the same loader answers them.
  ...Array.from({ length: SITEMAP_FILES }, (_, at) =>
    route(`sitemap-${at + 1}.xml`, SITE_RESOURCES.sitemap.module, { id: `sitemap-${at + 1}` }),
  ),
  route(routePath(SITE_RESOURCES.robots.path), SITE_RESOURCES.robots.module),
  route(routePath(SITE_RESOURCES.sampleCart.path), SITE_RESOURCES.sampleCart.module),
  layout(
    'routes/layout.tsx',
    Object.values(SITE_PAGES).map((page) => route(routePath(page.path), page.module)),
  ),
] satisfies RouteConfig;
