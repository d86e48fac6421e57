/**
 * `npm test`: every check of the repository as a graph of steps that run side by side, each
 * starting once the steps it needs have passed. The builds come first; then the process tests,
 * whose clocks want the cores; then the browser tests, the longest step. The type checks, server
 * and unit tests run beside them at a lower priority, on what the others leave of the cores.
 * Each step's output is printed whole when it ends, then the duration of every step and the
 * tests counted by node's runner.
 */
import { spawn } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Step {
  name: string;
  command: string;
  /** Steps that must pass first. */
  needs?: string[];
  env?: Record<string, string>;
  /**
   * Runs niced: it gets the cores the others leave. Chromium keeps two cores busy on its own,
   * and a browser test beside full-priority steps waited past its timeouts on pages it was
   * slowed down to render (1,193 s and two timeouts in CI, against 590 s alone).
   */
  background?: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Fast server test files run in this many processes at once, each holding its files in one process. */
const SERVER_SHARDS = 2;
/**
 * Browser test files at once. In fresh clones on two cores, beside the other steps, the browser
 * set took 1,031 s two at a time and about 1,200 s one at a time; alone, two at a time keep both
 * cores busy (590 s, 95 % of the processor time in use).
 */
const BROWSER_FILES_AT_ONCE = 2;
/** A niced process gets about a tenth of a core's time against one at full priority. */
const BACKGROUND_NICENESS = 10;
/** A browser test that hangs fails instead of holding the run (they take seconds each). */
const BROWSER_TEST_TIMEOUT_MS = 180_000;

const workspacesWith = (script: string) =>
  globSync(['packages/*/package.json', 'apps/*/package.json'], { cwd: ROOT })
    .map(
      (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as { name: string; scripts?: object },
    )
    .filter((manifest) => manifest.scripts && script in manifest.scripts)
    .map((manifest) => manifest.name);

function steps(): Step[] {
  const builds = ['build @coresense/site', 'build @coresense/admin'];
  // The builds start alone: the browser tests wait on them, and with the type checks beside
  // them on two cores they took 160 s instead of 20.
  const inBackground = (step: Omit<Step, 'needs' | 'background'>): Step => ({
    ...step,
    needs: builds,
    background: true,
  });
  const processTests = 'server process tests';
  return [
    ...builds.map((name) => ({ name, command: `npm run ${name.replace(' ', ' -w ')}` })),
    { name: 'lint', command: 'npm run lint' },
    {
      name: processTests,
      command: 'npm run test:processes -w @coresense/server',
      // Their clocks (a worker replaced within seconds, a scheduled action run within 5 s) fail
      // on cores shared with full-priority work, so they have the cores before the browsers.
      needs: builds,
    },
    {
      name: 'browser tests',
      command: `node packages/test-support/src/with-demo-template.ts node --test --test-timeout=${BROWSER_TEST_TIMEOUT_MS} --test-concurrency=${BROWSER_FILES_AT_ONCE} "apps/admin/tests/e2e/*.test.ts" "apps/site/tests/e2e/*.test.ts"`,
      needs: [...builds, processTests],
    },
    ...workspacesWith('typecheck').map((workspace) =>
      inBackground({ name: `typecheck ${workspace}`, command: `npm run typecheck -w ${workspace}` }),
    ),
    ...Array.from({ length: SERVER_SHARDS }, (_, index) =>
      inBackground({
        name: `server tests ${index + 1}/${SERVER_SHARDS}`,
        command: 'npm run test:fast -w @coresense/server',
        env: { TEST_SHARD: `${index + 1}/${SERVER_SHARDS}` },
      }),
    ),
    ...workspacesWith('test:unit').map((workspace) =>
      inBackground({ name: `unit tests ${workspace}`, command: `npm run test:unit -w ${workspace}` }),
    ),
  ];
}

interface Outcome {
  passed: boolean;
  seconds: number;
  output: string;
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.background ? `nice -n ${BACKGROUND_NICENESS} ${step.command}` : step.command, {
      cwd: ROOT,
      shell: true,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) =>
      resolve({
        passed: code === 0,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

/** Runs every step whose needs have passed; a step whose need failed is not run and fails. */
async function runGraph(all: Step[]): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const running = new Map<string, Promise<void>>();
  const start = (step: Step) =>
    running.set(
      step.name,
      run(step).then((outcome) => {
        outcomes.set(step.name, outcome);
        running.delete(step.name);
        console.log(`\n${outcome.passed ? '✔' : '✖'} ${step.name} (${outcome.seconds.toFixed(1)} s)\n`);
        console.log(outcome.output.trimEnd());
      }),
    );
  for (;;) {
    for (const step of all) {
      if (outcomes.has(step.name) || running.has(step.name)) continue;
      const needs = (step.needs ?? []).map((name) => outcomes.get(name));
      if (needs.some((need) => need && !need.passed)) {
        outcomes.set(step.name, { passed: false, seconds: 0, output: 'not run: a step it needs failed' });
      } else if (needs.every(Boolean)) {
        start(step);
      }
    }
    if (running.size === 0) return outcomes;
    await Promise.race(running.values());
  }
}

/** What node's test runner reported at the end of a step's output (`ℹ pass 12`). */
const counted = (output: string, what: string) =>
  [...output.matchAll(new RegExp(`^ℹ ${what} (\\d+)$`, 'gm'))].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );

/*
 * Every Node process of the run (well over a hundred: a server per browser file and process test,
 * test runners, builds) keeps V8's compiled code and the TypeScript it stripped in one cache folder,
 * where the next process that loads the same file finds them: the process tests took 76
 * processor-seconds instead of 111. Node checks each entry against the file's contents
 * (docs/decisions/2026-11-28-test-run.md, 2026-11-29).
 */
const compileCache = process.env.NODE_COMPILE_CACHE
  ? undefined
  : await mkdtemp(path.join(tmpdir(), 'coresense-compile-cache-'));
if (compileCache) process.env.NODE_COMPILE_CACHE = compileCache;

const started = performance.now();
const outcomes = await runGraph(steps());
if (compileCache) await rm(compileCache, { recursive: true, force: true });

console.log('\nstep                                      seconds');
for (const [name, outcome] of outcomes) {
  console.log(`${outcome.passed ? '✔' : '✖'} ${name.padEnd(40)} ${outcome.seconds.toFixed(1).padStart(7)}`);
}
console.log(`  ${'all'.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)}`);
const outputs = [...outcomes.values()].map((outcome) => outcome.output).join('\n');
const [passed, failed, skipped] = ['pass', 'fail', 'skipped'].map((what) => counted(outputs, what));
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = [...outcomes.values()].every((outcome) => outcome.passed) ? 0 : 1;
