import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { createLogger } from './logger.ts';

test('a terminal gets readable lines, not JSON', () => {
  const terminal = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.WriteStream;
  let written = '';
  terminal.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  createLogger('info', terminal).info({ port: 3000 }, 'CoreSense server listening');
  assert.match(written, /INFO.*CoreSense server listening/);
  assert.match(written, /port: 3000/);
  assert.doesNotMatch(written, /^\{/);
});

test('a pipe (a log collector) gets one JSON object a line', async () => {
  const script =
    "import('./src/lib/logger.ts').then((m) => m.createLogger('info').info({ port: 3000 }, 'listening'))";
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('../..', import.meta.url).pathname,
  });
  const line = JSON.parse(stdout.trim());
  assert.equal(line.msg, 'listening');
  assert.equal(line.port, 3000);
});
