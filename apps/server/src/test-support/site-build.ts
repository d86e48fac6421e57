import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_BUILD_DIR } from '../plugins/site.ts';

const built = existsSync(path.join(DEFAULT_SITE_BUILD_DIR, 'server', 'index.js'));
// Locally the rendering tests wait for a build; in CI, which builds the site before the server
// tests, a missing one must fail, not skip them.
if (!built && process.env.CI)
  throw new Error('CI runs the server tests after `npm run build -w @coresense/site`');

/** The `skip` of a test of server-rendered pages: a reason while the site is not built. */
export const skipWithoutSiteBuild: string | false = built
  ? false
  : 'the site is not built (npm run build -w @coresense/site)';

/** Text as React writes it in an attribute or a text node. */
export const reactEscaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
