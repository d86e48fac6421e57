import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DATA_TEMPLATE, prepareDemoTemplate } from './server.ts';

/*
 * `node packages/test-support/src/with-demo-template.ts <command> [args…]`: seeds the demo content
 * once, from the code as it is now, into a temporary folder, runs the command with
 * DEMO_DATA_TEMPLATE naming it (each demo server then starts on a copy), removes the folder and
 * exits as the command did. A template made per run can never be stale.
 */

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-demo-template.ts <command> [args…]');
  process.exit(2);
}

const template = await mkdtemp(path.join(tmpdir(), 'coresense-demo-template-'));
try {
  await prepareDemoTemplate(template);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, [DEMO_DATA_TEMPLATE]: template },
  });
  // Ctrl-C reaches the command itself (one process group) and a stop is passed on: either way this
  // process waits for the command to end, so that the folder is removed.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  process.exitCode = code ?? 128 + (signal ? constants.signals[signal] : 0);
} finally {
  await rm(template, { recursive: true, force: true });
}
