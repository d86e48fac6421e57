/**
 * `npm run bench`: starts the server on SQLite with demo content and drives it with autocannon,
 * (`BENCH_PRODUCTS=10000`: with the catalogue filled up to that many generated products, as
 * `npm run seed -- --products 10000` does),
 * once with the response cache on and once with it off, printing requests/s, p50/p99 latency
 * and the server's peak memory: public API calls, then server-rendered pages in both languages
 * (with the cache off, every page request is a full render). Last, the tail of uncached page
 * renders: one process under many connections, every page in turn. Targets are in issues 2, 3
 * and 12; this script reports, it does not judge.
 *
 * `BENCH_ONLY=<keys>` (comma-separated) measures only those rows, between the two reference runs
 * so that their share of the reference still compares across runs: `list`, `list-filtered`,
 * `list-uncompressed`, `detail`, `news`, `enquiry`, the pages as `page/product-en` (path without
 * its query, then the language), and `render-tail`; `product-list` stands for `list` and
 * `list-filtered` with the cache off, `scale` for the list, the filtered list, the detail and
 * the three searches with the cache off (issue 26: run on the demo, then with `BENCH_DATA_DIR`
 * on a site seeded at scale), `table` for the parametric table of issue 27 with the cache off:
 * the same filtered list as cards (`page/product-cards`) and as a table (`page/product-table`),
 * the CSV export of it (`export-csv`), and the server's memory while one client downloads the
 * whole catalogue as CSV (`export-memory`). `BENCH_CACHE=on` or `off` measures only that mode.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { childPids } from '@coresense/test-support/process-tree';
import { freePort, startServer } from '@coresense/test-support/server';
import autocannon from 'autocannon';
import { DEFAULT_SITE_BUILD_DIR } from '../src/plugins/site.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Unmeasured load first, so figures describe the warm server rather than its JIT compiling. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Long enough for the server to answer the requests a run left in flight. */
const SETTLE_MS = 1000;
/** Server processes (WORKERS): one per CPU unless told. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
/**
 * The render tail: under load, visitors who have just connected wait behind those already
 * connected, which they feel as a slow page (docs/decisions/2026-11-25-one-render-per-event-loop-turn.md).
 * Measured where it is worst, in one process (issue 12: p99 at most 1 s).
 */
const TAIL_CONNECTIONS = Number(process.env.BENCH_TAIL_CONNECTIONS ?? 64);
/** A catalogue of this many products (demo plus generated) instead of the demo's own. */
const PRODUCTS = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;
/**
 * A prepared data folder to measure instead of a fresh one (kept afterwards): a site seeded at
 * scale once, as `npm run seed -- --products 100000 --news 20000 --enquiries 1000000` does,
 * which takes minutes to write.
 */
const DATA_DIR = process.env.BENCH_DATA_DIR;

interface Target {
  /** What `BENCH_ONLY` names it by. */
  key: string;
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Fewer than `CONNECTIONS` for a long download, so that some finish within a run. */
  connections?: number;
}

interface Row {
  mode: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  ok: number;
}

/** The peak resident memory of the server's processes: the primary's first, then each worker's. */
async function peakMemoryMiB(pid: number): Promise<number[]> {
  const peaks: number[] = [];
  for (const each of [pid, ...childPids(pid)]) {
    const status = await readFile(`/proc/${each}/status`, 'utf8');
    peaks.push(Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024));
  }
  return peaks;
}

/** Without the site build the pages would answer 503: build it once, as `npm start` does. */
function ensureSiteBuild() {
  if (existsSync(path.join(DEFAULT_SITE_BUILD_DIR, 'server', 'index.js'))) return;
  console.log('building the site first (npm run build -w @coresense/site)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@coresense/site'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the site build failed');
}

async function startBenchServer(
  dataDir: string,
  cache: boolean,
  workers = WORKERS,
  env: Record<string, string> = {},
) {
  const server = await startServer({
    ...env,
    DATA_DIR: dataDir,
    CACHE: cache ? 'on' : 'off',
    ENQUIRY_RATE_LIMIT: '100000000',
    ADMIN_PASSWORD: 'bench-admin-password',
    NODE_ENV: 'production',
    WORKERS: String(workers),
  });
  // The server answers once its first worker listens; the others start alongside it.
  const deadline = Date.now() + 30_000;
  while (workers > 1 && childPids(server.child.pid!).length < workers && Date.now() < deadline) {
    await sleep(50);
  }
  await sleep(workers > 1 ? 1000 : 0);
  return server;
}

/**
 * autocannon appends every response body to a string, which for a compressed page means decoding
 * 8 KB of binary as UTF-8: that tripled its own CPU per request, on the cores the server shares.
 * The bench never reads bodies (status codes and counts only), so its clients drop them.
 */
function discardBodies(client: autocannon.Client) {
  // Not part of autocannon's typed API: fail loudly rather than measure differently unseen.
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon changed: update discardBodies');
  queue.addBody = () => {};
}

/** `target`, or with `rotation`, each connection asking for those targets in turn. */
function load(base: string, target: Target, seconds: number, connections = CONNECTIONS, rotation?: Target[]) {
  return autocannon({
    setupClient: discardBodies,
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    connections,
    duration: seconds,
    requests: rotation?.map((each) => ({ method: 'GET', path: each.path, headers: each.headers })),
  });
}

async function warmUp(base: string, target: Target, connections?: number, rotation?: Target[]) {
  if (WARM_UP_SECONDS > 0) await load(base, target, WARM_UP_SECONDS, connections, rotation);
}

async function drive(
  base: string,
  target: Target,
  connections?: number,
  rotation?: Target[],
): Promise<Omit<Row, 'mode'>> {
  const result = await load(base, target, DURATION_SECONDS, connections, rotation);
  return {
    name: target.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    ok: result['2xx'],
  };
}

/** Accepting compressed answers, as every browser and CDN asks. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The pages of the Lighthouse run, in both languages: home, the catalogue, a detail, the news;
 * asked for as a browser or a CDN asks, accepting compressed answers.
 */
function pageTargets(productId: number): Target[] {
  const pages = ['/index', '/product', `/product/detail?id=${productId}`, '/company-news'];
  return ['zh-CN', 'en-US'].flatMap((locale) =>
    pages.map((page) => {
      const path = `${page}${page.includes('?') ? '&' : '?'}lang=${locale}`;
      const key = `page${page.split('?')[0]}-${locale.slice(0, 2)}`;
      return { key, name: `page ${path}`, path, headers: BROWSER_HEADERS };
    }),
  );
}

async function firstProductId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/product/list?pageSize=1`);
  const body = (await response.json()) as { data: { list: Array<{ id: number }> } };
  const id = body.data.list[0]?.id;
  if (!id) throw new Error('no demo products: seeding failed');
  return id;
}

/** The product list as an engineer narrows it: two parameter filters and a numeric sort (issue 14). */
const FILTERED_PRODUCT_LIST: Target = {
  key: 'list-filtered',
  name: 'GET /api/v1/product/list, 2 parameter filters + sort',
  path: '/api/v1/product/list?lang=en_US&p.supplyVoltage=..3.3&p.operatingTemp=85..&sort=p.supplyCurrent',
  headers: BROWSER_HEADERS,
};

function productListTargets(): Target[] {
  return [
    {
      key: 'list',
      name: 'GET /api/v1/product/list',
      path: '/api/v1/product/list?lang=en_US',
      headers: BROWSER_HEADERS,
    },
    FILTERED_PRODUCT_LIST,
  ];
}

/**
 * Issue 27: the filtered list of `FILTERED_PRODUCT_LIST` as a page of cards and as the parametric
 * table (goal: the table within 1.5× of the cards), and as CSV.
 */
const TABLE_FILTERS = 'p.supplyVoltage=..3.3&p.operatingTemp=85..&sort=p.supplyCurrent';

function tableTargets(): Target[] {
  return [
    {
      key: 'page/product-cards',
      name: `page /product?${TABLE_FILTERS}, cards`,
      path: `/product?lang=en-US&${TABLE_FILTERS}`,
      headers: BROWSER_HEADERS,
    },
    {
      key: 'page/product-table',
      name: 'the same, view=table',
      path: `/product?lang=en-US&view=table&${TABLE_FILTERS}`,
      headers: BROWSER_HEADERS,
    },
    {
      key: 'export-csv',
      name: 'GET /api/v1/product/export.csv, the same filters, 4 connections',
      path: `/api/v1/product/export.csv?lang=en_US&${TABLE_FILTERS}`,
      headers: BROWSER_HEADERS,
      connections: 4,
    },
  ];
}

function readTargets(productId: number): Target[] {
  return [
    ...productListTargets(),
    {
      key: 'list-uncompressed',
      name: 'GET /api/v1/product/list, uncompressed',
      path: '/api/v1/product/list?lang=en_US',
    },
    {
      key: 'detail',
      name: 'GET /api/v1/product/detail/{id}',
      path: `/api/v1/product/detail/${productId}?lang=en_US`,
      headers: BROWSER_HEADERS,
    },
    { key: 'news', name: 'GET /api/v1/news/list', path: '/api/v1/news/list', headers: BROWSER_HEADERS },
    ...searchTargets(),
    ...tableTargets(),
  ];
}

/**
 * The site search (contract §9), never cached (each search is counted): a part number typed
 * without its hyphen, a two-character Chinese word (below the trigram index), an English plural.
 * `BENCH_ONLY=search` measures the three.
 */
function searchTargets(): Target[] {
  const queries = [
    ['search-part', 'part number', 'lang=en_US&q=csa3110'],
    ['search-zh2', 'two Chinese characters', `lang=zh_CN&q=${encodeURIComponent('温度')}`],
    ['search-word', 'English word', 'lang=en_US&q=accelerometers'],
  ] as const;
  return queries.map(([key, what, query]) => ({
    key,
    name: `GET /api/v1/search, ${what}`,
    path: `/api/v1/search?${query}`,
    headers: { ...BROWSER_HEADERS, dnt: '1' },
  }));
}

const enquiry: Target = {
  key: 'enquiry',
  name: 'POST /api/v1/contact/us/submit',
  path: '/api/v1/contact/us/submit',
  method: 'POST',
  body: JSON.stringify({
    name: 'Bench Tester',
    email: 'bench@example.com',
    phone: '+86 510 1234 5678',
    company: 'Load Co.',
    mind: 'How many sensors can you deliver next quarter?',
  }),
};

function countEnquiries(dataDir: string): number {
  const db = new DatabaseSync(path.join(dataDir, 'coresense.db'), { readOnly: true });
  try {
    const row = db.prepare('select count(*) as n from enquiries').get() as { n: number };
    return Number(row.n);
  } finally {
    db.close();
  }
}

/** Fastify answering a prepared buffer (bench/reference-server.ts), measured like every target. */
async function measureReference(when: string): Promise<Row> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'reference-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (
      !(await fetch(base).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('the reference server did not start');
      await sleep(50);
    }
    const target = { key: 'reference', name: 'Fastify answering a prepared buffer', path: '/' };
    await warmUp(base, target);
    return { mode: when, ...(await drive(base, target)) };
  } finally {
    const exited = once(child, 'exit');
    child.kill();
    await exited;
  }
}

/** Every page of `pageTargets` in turn on each connection, one server process, the cache off. */
async function measureRenderTail(dataDir: string): Promise<Omit<Row, 'mode'>> {
  const server = await startBenchServer(dataDir, false, 1);
  try {
    const pages = pageTargets(await firstProductId(server.baseUrl));
    const first = pages[0]!;
    await warmUp(server.baseUrl, first, TAIL_CONNECTIONS, pages);
    return { ...(await drive(server.baseUrl, first, TAIL_CONNECTIONS, pages)), name: 'every page in turn' };
  } finally {
    await server.stop();
  }
}

/** The resident memory of the server's processes together, in MiB. */
async function residentMiB(pid: number): Promise<number> {
  let kib = 0;
  for (const each of [pid, ...childPids(pid)]) {
    const status = await readFile(`/proc/${each}/status`, 'utf8');
    kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kib / 1024;
}

interface ExportMemory {
  rows: number;
  mebibytes: number;
  seconds: number;
  idle: number;
  /** The highest resident memory seen during the first and the second download. */
  peaks: [number, number];
}

/**
 * V8's old space for `measureExportMemory`'s second server: about the least the server starts
 * with (64 MiB does not), so an export holding its rows would not fit beside what it needs idle.
 */
const EXPORT_HEAP_CAP_MIB = 96;

/**
 * One process, the cache off: its resident memory sampled every 10 ms while one client downloads
 * the whole catalogue as CSV, twice (the first also compiles and warms). V8 collects lazily, so
 * the growth seen with its default heap says little; with `heapCapMiB` the old space is capped,
 * and an export that held rows in proportion to the catalogue would run out of memory.
 */
async function measureExportMemory(dataDir: string, heapCapMiB?: number): Promise<ExportMemory> {
  const env: Record<string, string> = heapCapMiB
    ? { NODE_OPTIONS: `--max-old-space-size=${heapCapMiB}` }
    : {};
  const server = await startBenchServer(dataDir, false, 1, env);
  try {
    const pid = server.child.pid!;
    const url = `${server.baseUrl}/api/v1/product/export.csv?lang=en_US`;
    const idle = await residentMiB(pid);
    const download = async () => {
      let peak = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, await residentMiB(pid));
          await sleep(10);
        }
      })();
      const started = performance.now();
      const response = await fetch(url);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      const seconds = (performance.now() - started) / 1000;
      sampling = false;
      await sampler;
      return { peak, bytes, rows: lines - 1, seconds };
    };
    const first = await download();
    const second = await download();
    return {
      rows: second.rows,
      mebibytes: second.bytes / 1024 / 1024,
      seconds: second.seconds,
      idle,
      peaks: [first.peak, second.peak],
    };
  } finally {
    await server.stop();
  }
}

/** The demo content, then generated products up to `PRODUCTS`, before any server starts. */
function seedCatalogue(dataDir: string) {
  if (PRODUCTS === undefined) return;
  console.log(`seeding a catalogue of ${PRODUCTS} products…`);
  const seeded = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, '../src/seed/cli.ts'), '--products', String(PRODUCTS)],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seeding the generated catalogue failed');
}

/** The keys of `BENCH_ONLY`, its shorthand spelled out; undefined: every row. */
function onlyKeys(): Set<string> | undefined {
  const keys = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .flatMap((key) =>
      key === 'product-list'
        ? ['list', 'list-filtered']
        : key === 'search'
          ? ['search-part', 'search-zh2', 'search-word']
          : key === 'scale'
            ? ['list', 'list-filtered', 'detail', 'search-part', 'search-zh2', 'search-word']
            : key === 'table'
              ? ['page/product-cards', 'page/product-table', 'export-csv', 'export-memory']
              : [key],
    );
  return keys.length ? new Set(keys) : undefined;
}

/** The modes to measure: `BENCH_CACHE`, else `product-list`'s uncached lists, else both. */
function cacheModes(): boolean[] {
  const uncached = ['product-list', 'scale', 'table'].includes(process.env.BENCH_ONLY ?? '');
  const chosen = process.env.BENCH_CACHE ?? (uncached ? 'off' : undefined);
  if (chosen === 'on') return [true];
  if (chosen === 'off') return [false];
  return [true, false];
}

async function main() {
  const only = onlyKeys();
  const wanted = (target: Target) => !only || only.has(target.key);
  const pagesWanted = !only || [...only].some((key) => key.startsWith('page') || key === 'render-tail');
  // The API rows need no site build.
  if (pagesWanted) ensureSiteBuild();
  const dataDir = DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'coresense-bench-')));
  if (!DATA_DIR) seedCatalogue(dataDir);
  const rows: Row[] = [];
  const memory: Record<string, number[]> = {};
  let storedCheck = '';
  let tail: Omit<Row, 'mode'> | undefined;
  let exportMemory: ExportMemory | undefined;
  let cappedExportMemory: ExportMemory | undefined;
  // Before and after: a shared VM's speed drifts during the run, and the two show by how much.
  const references = [await measureReference('ref start')];
  try {
    // `render-tail` and `export-memory` start no server of their own besides theirs.
    const rowsWanted = !only || [...only].some((key) => key !== 'render-tail' && key !== 'export-memory');
    for (const cache of rowsWanted ? cacheModes() : []) {
      const mode = cache ? 'cache on' : 'cache off';
      const server = await startBenchServer(dataDir, cache);
      const { baseUrl: base } = server;
      try {
        const productId = await firstProductId(base);
        for (const target of [...readTargets(productId), ...pageTargets(productId)].filter(wanted)) {
          await warmUp(base, target, target.connections);
          rows.push({ mode, ...(await drive(base, target, target.connections)) });
        }
        if (cache && wanted(enquiry)) {
          await warmUp(base, enquiry);
          // autocannon stops at its deadline with up to one request per connection still in
          // flight: the server stores those unacknowledged. Counting once they have landed keeps
          // the warm-up's last ones out of the measured run's count.
          await sleep(SETTLE_MS);
          const before = countEnquiries(dataDir);
          const result = await drive(base, enquiry);
          rows.push({ mode: 'write', ...result });
          await sleep(SETTLE_MS);
          const stored = countEnquiries(dataDir) - before;
          const inFlight = stored - result.ok;
          const verdict =
            inFlight === 0
              ? 'all'
              : inFlight > 0 && inFlight <= CONNECTIONS
                ? `all, and ${inFlight} still in flight when the run stopped`
                : 'MISMATCH';
          storedCheck = `${result.ok} acknowledged, ${stored} stored (${verdict})`;
        }
        memory[mode] = await peakMemoryMiB(server.child.pid!);
      } finally {
        await server.stop();
      }
    }
    if (!only || only.has('render-tail')) tail = await measureRenderTail(dataDir);
    if (!only || only.has('export-memory')) {
      exportMemory = await measureExportMemory(dataDir);
      cappedExportMemory = await measureExportMemory(dataDir, EXPORT_HEAP_CAP_MIB);
    }
  } finally {
    if (!DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
  references.push(await measureReference('ref end'));
  const reference = (references[0]!.rps + references[1]!.rps) / 2;

  console.log(
    `\n${DURATION_SECONDS}s per target after ${WARM_UP_SECONDS}s of warm-up, ${CONNECTIONS} connections, ${WORKERS} server ${WORKERS === 1 ? 'process' : 'workers'}, SQLite, ${DATA_DIR ? `the data in ${DATA_DIR}` : PRODUCTS === undefined ? 'demo content' : `${PRODUCTS} products`}\n`,
  );
  const width = Math.max(...[...references, ...rows].map((row) => row.name.length));
  console.log(`mode       ${'target'.padEnd(width)}   req/s    p50 ms  p99 ms  non-2xx  of reference`);
  for (const row of [...references, ...rows]) {
    const share = `${((100 * row.rps) / reference).toFixed(1)}%`;
    console.log(
      `${row.mode.padEnd(10)} ${row.name.padEnd(width)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${String(row.non2xx).padStart(8)} ${share.padStart(12)}`,
    );
  }
  console.log(
    '\n"of reference": of the mean of the two reference runs. The issues set their targets where the',
  );
  console.log(
    'reference did 30,000–39,000 req/s: 20,000 req/s is 51–67% of it, 5,000 is 13–17%, 300 is 0.8–1%.',
  );
  if (tail) {
    console.log(
      `\nuncached page renders, one process, ${TAIL_CONNECTIONS} connections, every page in turn: ${tail.rps} req/s, p50 ${tail.p50} ms, p99 ${tail.p99} ms, ${tail.non2xx} non-2xx`,
    );
  }
  const cards = rows.find((row) => row.mode === 'cache off' && row.name.endsWith(', cards'));
  const table = rows.find((row) => row.mode === 'cache off' && row.name === 'the same, view=table');
  if (cards && table) {
    console.log(
      `\nuncached, the filtered list as a table takes ${(cards.rps / table.rps).toFixed(2)}× the time of its cards (goal ≤ 1.5×)`,
    );
  }
  const mib = (value: number) => `${value.toFixed(1)} MiB`;
  for (const [heap, measured] of [
    ["V8's default heap", exportMemory],
    [`old space capped at ${EXPORT_HEAP_CAP_MIB} MiB`, cappedExportMemory],
  ] as const) {
    if (!measured) continue;
    const { rows: exported, mebibytes, seconds, idle, peaks } = measured;
    console.log(
      `\nCSV of the whole catalogue, one process, ${heap}: ${exported} rows, ${mib(mebibytes)} in ${seconds.toFixed(2)} s; resident memory idle ${mib(idle)}, peak ${mib(peaks[0])} during the first download, ${mib(peaks[1])} during the second (+${mib(peaks[1] - idle)})`,
    );
  }
  if (storedCheck) console.log(`\nenquiries: ${storedCheck}`);
  if (Object.keys(memory).length) {
    console.log(
      `server peak memory (VmHWM): ${Object.entries(memory)
        .map(([mode, [primary = 0, ...workers]]) => {
          const total = primary + workers.reduce((sum, mib) => sum + mib, 0);
          const each = workers.length ? ` (primary ${primary}, each worker ${workers.join(', ')})` : '';
          return `${mode} ${total} MiB${each}`;
        })
        .join('; ')}`,
    );
  }
}

await main();
