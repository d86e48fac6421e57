/**
 * `npm test`: every check of the repository as a graph of steps that run side by side, each
 * starting once the steps it needs have passed. The two builds come first; then the browser
 * tests start, the longest step, and the type checks, server and unit tests fill the cores
 * while the browsers wait on pages. Each step's output is printed whole when it ends, then the
 * duration of every step and the tests counted by node's runner.
 */
import { spawn } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Step {
  name: string;
  command: string;
  /** Steps that must pass first. */
  needs?: string[];
  env?: Record<string, string>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Fast server test files run in this many processes at once, each holding its files in one process. */
const SERVER_SHARDS = 2;
/**
 * Browser test files at once. In fresh clones on two cores, beside the other steps, the browser
 * set took 1,031 s two at a time and about 1,200 s one at a time: the cores are saturated either
 * way (Chromium renders and polls while a page waits), so the gain is small.
 */
const BROWSER_FILES_AT_ONCE = 2;
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
  // The builds start alone: the browser tests, the longest step, wait on them, and with the type
  // checks beside them on two cores they took 160 s instead of 20.
  const afterBuilds = (step: Omit<Step, 'needs'>): Step => ({ ...step, needs: builds });
  const typechecks = workspacesWith('typecheck').map((workspace) =>
    afterBuilds({ name: `typecheck ${workspace}`, command: `npm run typecheck -w ${workspace}` }),
  );
  const serverShards = Array.from({ length: SERVER_SHARDS }, (_, index) =>
    afterBuilds({
      name: `server tests ${index + 1}/${SERVER_SHARDS}`,
      command: 'npm run test:fast -w @coresense/server',
      env: { TEST_SHARD: `${index + 1}/${SERVER_SHARDS}` },
    }),
  );
  return [
    ...builds.map((name) => ({ name, command: `npm run ${name.replace(' ', ' -w ')}` })),
    { name: 'lint', command: 'npm run lint' },
    afterBuilds({
      name: 'browser tests',
      command: `node packages/test-support/src/with-demo-template.ts node --test --test-timeout=${BROWSER_TEST_TIMEOUT_MS} --test-concurrency=${BROWSER_FILES_AT_ONCE} "apps/admin/tests/e2e/*.test.ts" "apps/site/tests/e2e/*.test.ts"`,
    }),
    ...typechecks,
    ...serverShards,
    {
      name: 'server process tests',
      command: 'npm run test:processes -w @coresense/server',
      // Their clocks (a worker replaced within seconds, a scheduled action run within 5 s) are
      // kept once the type checks and the server shards have left the cores to the browsers.
      needs: [...builds, ...serverShards.map((shard) => shard.name), ...typechecks.map((step) => step.name)],
    },
    ...workspacesWith('test:unit').map((workspace) =>
      afterBuilds({ name: `unit tests ${workspace}`, command: `npm run test:unit -w ${workspace}` }),
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
    const child = spawn(step.command, {
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

const started = performance.now();
const outcomes = await runGraph(steps());

console.log('\nstep                                      seconds');
for (const [name, outcome] of outcomes) {
  console.log(`${outcome.passed ? '✔' : '✖'} ${name.padEnd(40)} ${outcome.seconds.toFixed(1).padStart(7)}`);
}
console.log(`  ${'all'.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)}`);
const outputs = [...outcomes.values()].map((outcome) => outcome.output).join('\n');
const [passed, failed, skipped] = ['pass', 'fail', 'skipped'].map((what) => counted(outputs, what));
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = [...outcomes.values()].every((outcome) => outcome.passed) ? 0 : 1;
