/*
 * First-load JavaScript of every page of the client build: what React Router's <Scripts>
 * makes a page load before it is interactive (the route manifest, the client entry and the
 * modules of the root, the layout and the page's route, each with its static imports), with
 * gzip and brotli sizes at the levels of `precompress` (packages/build-tools). Named apart, as it is data and
 * not script: the JSON of the site's texts that the client entry fetches before hydrating.
 * Checks every page against the budgets of scripts/budgets.ts and exits with 1 when one is over.
 *
 *   npm run build && node scripts/first-load-js.ts [build/client folder] [--json]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chunkKind, JS_BUDGET, jsBudgetFailures } from './budgets.ts';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

interface RouterManifest {
  url?: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const args = process.argv.slice(2);
const clientDir = path.resolve(
  args.find((arg) => !arg.startsWith('--')) ?? path.join(import.meta.dirname, '..', 'build', 'client'),
);

async function readManifest(): Promise<{ file: string; manifest: RouterManifest }> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  const name = assets.find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${clientDir}/assets: build the site first`);
  const source = await readFile(path.join(clientDir, 'assets', name), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return { file: `/assets/${name}`, manifest: JSON.parse(json) as RouterManifest };
}

const sizeCache = new Map<string, Sizes>();
async function sizesOf(asset: string): Promise<Sizes> {
  const known = sizeCache.get(asset);
  if (known) return known;
  const data = await readFile(path.join(clientDir, asset));
  const sizes = {
    raw: data.length,
    gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
  sizeCache.set(asset, sizes);
  return sizes;
}

const { file: manifestFile, manifest } = await readManifest();

/** The texts of a page's language (vite.config.ts): each page fetches one of them. */
async function heaviestTexts(): Promise<{ file: string; sizes: Sizes } | undefined> {
  const files = (await readdir(path.join(clientDir, 'assets')))
    .filter((file) => /^messages-[\w-]+\.json$/.test(file))
    .map((file) => `/assets/${file}`);
  let heaviest: { file: string; sizes: Sizes } | undefined;
  for (const file of files) {
    const sizes = await sizesOf(file);
    if (!heaviest || sizes.gzip > heaviest.sizes.gzip) heaviest = { file, sizes };
  }
  return heaviest;
}
const texts = await heaviestTexts();

function chain(route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...chain(parent), route] : [route];
}

/** Pages only: resource routes (sitemap, robots) and the `/` redirect render nothing. */
const pages = Object.values(manifest.routes).filter(
  (route) => route.parentId === 'routes/layout' && route.hasDefaultExport !== false,
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = [];
for (const page of pages) {
  const scripts = new Set([manifestFile, manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain(page))
    for (const script of [route.module, ...(route.imports ?? [])]) scripts.add(script);
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  const byCategory: Record<string, number> = {};
  for (const script of scripts) {
    const sizes = await sizesOf(script);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
    byCategory[chunkKind(script)] = (byCategory[chunkKind(script)] ?? 0) + sizes.gzip;
  }
  const ownGzip = byCategory.site ?? 0;
  rows.push({
    route: page.id.replace(/^routes\//, ''),
    path: `/${page.path ?? ''}`,
    files: scripts.size,
    ...total,
    ownGzip,
    byCategory,
    overBudget: jsBudgetFailures(total.gzip, ownGzip),
  });
}

if (args.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(
    `budget: ${kb(JS_BUDGET.totalGzip)} KB gzip per page, of which the site's own code ${kb(JS_BUDGET.ownGzip)} KB\n`,
  );
  console.log('page'.padEnd(22), 'files', '   raw KB', ' gzip KB', '  br KB', ' own gzip KB', ' budget');
  for (const row of rows) {
    console.log(
      row.path.padEnd(22),
      String(row.files).padStart(5),
      kb(row.raw).padStart(9),
      kb(row.gzip).padStart(8),
      kb(row.brotli).padStart(7),
      kb(row.ownGzip).padStart(12),
      ` ${row.overBudget.length ? `OVER: ${row.overBudget.join('; ')}` : 'ok'}`,
    );
  }
  const heaviest = rows.reduce((max, row) => (row.gzip > max.gzip ? row : max));
  console.log(`\nheaviest: ${heaviest.path} ${kb(heaviest.gzip)} KB gzip, of which:`);
  for (const [name, bytes] of Object.entries(heaviest.byCategory).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${name.padEnd(28)} ${kb(bytes).padStart(6)} KB`);
  }
  if (texts) {
    const { file, sizes } = texts;
    console.log(
      `\nbesides, the texts each page fetches before hydrating (JSON, cached for a year): up to ${kb(sizes.gzip)} KB gzip, ${kb(sizes.brotli)} KB br (${path.basename(file)})`,
    );
  }
}

if (rows.some((row) => row.overBudget.length > 0)) process.exitCode = 1;
