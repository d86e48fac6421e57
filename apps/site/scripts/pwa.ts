/*
 * The installable, offline-capable part of the client build, written after `react-router build`:
 * the web app manifest, PNG icons drawn from the SVG logo, the offline page in both languages,
 * and `sw.js`, the service worker bundled from `service-worker/` with the list of files it
 * precaches and a version that changes with them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import sharp from 'sharp';
import { build } from 'vite';

const siteDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(siteDir, 'build', 'client');
const iconsDir = path.join(clientDir, 'icons');

/** The same colour as `<meta name="theme-color">` in app/root.tsx: the navy of the site. */
const THEME = '#0b2a4a';
const zh = SITE_MESSAGES.zh_CN;
const en = SITE_MESSAGES.en_US;

const logo = await readFile(path.join(siteDir, 'public', 'logo.svg'));

/** The logo on white, scaled to `share` of the square: 0.8 for ordinary icons, 0.6 for the safe zone of maskable ones. */
async function icon(file: string, size: number, share: number) {
  const inner = Math.round(size * share);
  const mark = await sharp(logo, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconsDir, file));
}

await mkdir(iconsDir, { recursive: true });
await Promise.all([
  icon('icon-192.png', 192, 0.8),
  icon('icon-512.png', 512, 0.8),
  icon('maskable-512.png', 512, 0.6),
  icon('apple-touch-icon.png', 180, 0.8),
]);

const manifest = {
  name: `${zh['site.name']} ${en['site.name']}`,
  short_name: en['site.name'],
  description: zh['site.description'],
  lang: 'zh-CN',
  start_url: '/index',
  scope: '/',
  display: 'standalone',
  theme_color: THEME,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
await writeFile(path.join(clientDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/*
 * What the worker answers a page it has never stored while there is no network. Both languages,
 * as the worker cannot tell which one the visitor reads; no script, which the CSP would refuse
 * inline. The empty link is this very address: following it is the retry.
 */
const offlinePage = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME}">
<title>${html(zh['common.offline'])} · ${html(en['common.offline'])}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.6 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1b2430;background:#f4f7fb}
main{max-width:32rem;margin:24px;padding:32px;background:#fff;border-radius:10px;box-shadow:0 6px 20px rgb(16 35 63/8%);text-align:center}
h1,h2{font-size:1.4rem;margin:16px 0 4px}p{margin:0 0 4px;color:#556070}
a{display:inline-block;margin-top:20px;padding:10px 20px;border-radius:8px;background:#0b5cd5;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #0b2a4a;outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/logo.svg" alt="" width="56" height="56">
<h1>${html(zh['common.offline'])}</h1>
<p>${html(zh['common.networkAnomalyText'])}</p>
<h2 lang="en">${html(en['common.offline'])}</h2>
<p lang="en">${html(en['common.networkAnomalyText'])}</p>
<a href="">${html(zh['common.reload'])} · <span lang="en">${html(en['common.reload'])}</span></a>
</main>
</body>
</html>
`;
await writeFile(path.join(clientDir, 'offline.html'), offlinePage);

/** Every file of the build except compressed copies, the Vite manifest and the worker itself. */
async function shellFiles(): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .filter((file) => !/\.(br|gz)$/.test(file) && !file.startsWith('/.vite/') && file !== '/sw.js')
    .sort();
}

const precache = await shellFiles();
const hash = createHash('sha256');
for (const file of precache) {
  hash.update(file);
  // Hashed assets change their name when they change; the other files are hashed by content.
  if (!file.startsWith('/assets/')) hash.update(await readFile(path.join(clientDir, file)));
}
const version = hash.digest('hex').slice(0, 12);

await build({
  configFile: false,
  logLevel: 'warn',
  define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(version) },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    // Registered as a classic script, which every browser with service workers runs.
    lib: {
      entry: path.join(siteDir, 'service-worker', 'sw.ts'),
      formats: ['iife'],
      name: 'serviceWorker',
      fileName: () => 'sw.js',
    },
  },
});

console.log(
  `service worker ${version}: ${precache.length} files precached; icons in ${path.relative(process.cwd(), iconsDir)}`,
);
