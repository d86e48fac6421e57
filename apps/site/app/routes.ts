import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { SITE_PAGES, SITE_RESOURCES } from './site-routes';

/** The router's form of a table path: without its leading slash. */
const routePath = (path: string) => path.slice(1);

/** The route table of site-routes.ts: the crawlers' files, then every page inside one shared layout. */
export default [
  index(SITE_RESOURCES.root.module),
  route(routePath(SITE_RESOURCES.sitemap.path), SITE_RESOURCES.sitemap.module),
  route(routePath(SITE_RESOURCES.robots.path), SITE_RESOURCES.robots.module),
  layout(
    'routes/layout.tsx',
    Object.values(SITE_PAGES).map((page) => route(routePath(page.path), page.module)),
  ),
] satisfies RouteConfig;
