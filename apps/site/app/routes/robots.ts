import { siteContext } from '../context';
import type { Route } from './+types/robots';

/** `/robots.txt`: the site is open to crawlers; the back-office and the API are not pages. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(siteContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /user/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
