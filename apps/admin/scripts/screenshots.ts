/*
 * Screenshots of the back-office at 1440 px to look at: the sign-in page, a list, an editor
 * and the enquiry inbox, from a fresh server with the demo content (and one enquiry).
 * `npm run screenshots -w @coresense/admin -- [output folder]`; needs /usr/bin/chromium.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectErrors } from '@coresense/test-support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startAdminServer } from '../tests/e2e/support/back-office.ts';
import { newSession, signIn } from '../tests/e2e/support/fixtures.ts';
import { withServerAndBrowser } from './server-and-browser.ts';

const outDir = path.resolve(process.argv[2] ?? path.join(tmpdir(), 'coresense-admin-screenshots'));
await mkdir(outDir, { recursive: true });

await withServerAndBrowser(startAdminServer, async (server, browser) => {
  await fetch(`${server.baseUrl}/api/v1/product/ask?lang=en_US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({
      name: 'Li Wei',
      email: 'li.wei@example.com',
      phone: '+86 21 5080 2260',
      company: 'Shanghai Motion Devices',
      job: 'Hardware lead',
      product: 'CSA-3110',
      productId: 1,
      mind: 'We need 20k units per month from Q3. Please send the price list and lead time.',
    }),
  });

  const context = await newSession(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  };

  await page.goto(`${server.baseUrl}/user/login`);
  await shot('login');
  await signIn(page, server.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD, '/admin/products');
  await page
    .getByText('🎉 🎉 🎉  登录成功！')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await shot('product-list');
  await page.goto(`${server.baseUrl}/admin/products/1`);
  await shot('product-editor');
  await page.goto(`${server.baseUrl}/admin/news`);
  await page
    .getByRole('button', { name: /编\s*辑/ })
    .first()
    .click()
    .catch(() => page.getByText('编辑').first().click());
  await shot('news-editor');
  await page.goto(`${server.baseUrl}/admin/enquiries`);
  await shot('inbox');
  await page.getByText('Li Wei').first().click();
  await shot('inbox-detail');
  await page.goto(`${server.baseUrl}/admin/roles`);
  await page.getByText('编辑').first().click();
  await shot('role-editor');
  if (errors.length > 0) console.warn('page errors:\n', errors.join('\n'));
});
