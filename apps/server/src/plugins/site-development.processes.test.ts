import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startServer } from '@coresense/test-support/server';

/* `npm run dev`: the site rendered from its sources through Vite, without a build. */

test('in development the site renders from its sources, and Vite serves the modules its pages load', async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coresense-dev-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  // What `npm run dev` sets (apps/server/package.json).
  const server = await startServer({
    NODE_ENV: 'development',
    NODE_OPTIONS: '--conditions=development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'development-admin-password',
  });
  t.after(() => server.stop());

  const page = await fetch(`${server.baseUrl}/contact-us?lang=en-US`);
  assert.equal(page.status, 200, server.output());
  const html = await page.text();
  assert.match(html, /<h1[^>]*>Contact us<\/h1>/);
  assert.ok(html.includes('/app/entry.client.tsx'), 'the page loads the client entry from its source');

  for (const module of ['/app/entry.client.tsx', '/@vite/client']) {
    const answer = await fetch(`${server.baseUrl}${module}`);
    assert.equal(answer.status, 200, module);
    assert.match(answer.headers.get('content-type') ?? '', /javascript/, module);
  }
  const api = await fetch(`${server.baseUrl}/api/v1/nothing-here`);
  assert.equal(api.status, 404, 'the API keeps its own answers');
});
