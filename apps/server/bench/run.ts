/**
 * `npm run bench`: starts the server on SQLite with demo content and drives it with autocannon,
 * once with the response cache on and once with it off, printing requests/s, p50/p99 latency
 * and the server's peak memory. Targets are in issue 2 and 3; this script reports, it does not
 * judge.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { startChildServer } from '../src/test-support/child-server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
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

async function peakMemoryMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

function startServer(dataDir: string, cache: boolean) {
  return startChildServer({
    DATA_DIR: dataDir,
    CACHE: cache ? 'on' : 'off',
    ENQUIRY_RATE_LIMIT: '100000000',
    ADMIN_PASSWORD: 'bench-admin-password',
    NODE_ENV: 'production',
  });
}

async function drive(base: string, target: Target): Promise<Omit<Row, 'mode'>> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    name: target.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    ok: result['2xx'],
  };
}

async function firstProductId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/product/list?pageSize=1`);
  const body = (await response.json()) as { data: { list: Array<{ id: number }> } };
  const id = body.data.list[0]?.id;
  if (!id) throw new Error('no demo products: seeding failed');
  return id;
}

function readTargets(productId: number): Target[] {
  return [
    { name: 'GET /api/v1/product/list', path: '/api/v1/product/list?lang=en_US' },
    { name: 'GET /api/v1/product/detail/{id}', path: `/api/v1/product/detail/${productId}?lang=en_US` },
    { name: 'GET /api/v1/news/list', path: '/api/v1/news/list' },
  ];
}

const enquiry: Target = {
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

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-bench-'));
  const rows: Row[] = [];
  const memory: Record<string, number> = {};
  let storedCheck = '';
  try {
    for (const cache of [true, false]) {
      const mode = cache ? 'cache on' : 'cache off';
      const server = await startServer(dataDir, cache);
      const { base } = server;
      try {
        const productId = await firstProductId(base);
        for (const target of readTargets(productId)) rows.push({ mode, ...(await drive(base, target)) });
        if (cache) {
          const before = countEnquiries(dataDir);
          const result = await drive(base, enquiry);
          rows.push({ mode: 'write', ...result });
          const stored = countEnquiries(dataDir) - before;
          storedCheck = `${result.ok} acknowledged, ${stored} stored${stored === result.ok ? ' (all)' : ' (MISMATCH)'}`;
        }
        memory[mode] = await peakMemoryMiB(server.child.pid!);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${DURATION_SECONDS}s per target, ${CONNECTIONS} connections, SQLite, demo content\n`);
  console.log('mode       target                              req/s    p50 ms  p99 ms  non-2xx');
  for (const row of rows) {
    console.log(
      `${row.mode.padEnd(10)} ${row.name.padEnd(34)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${String(row.non2xx).padStart(8)}`,
    );
  }
  console.log(`\nenquiries: ${storedCheck}`);
  console.log(
    `server peak memory (VmHWM): ${Object.entries(memory)
      .map(([mode, mib]) => `${mode} ${mib} MiB`)
      .join(', ')}`,
  );
}

await main();
