import path from 'node:path';
import { collectErrors, launchChromium } from '@coresense/test-support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startAdminServer } from '../tests/e2e/support/back-office.ts';
import { newSession, signIn } from '../tests/e2e/support/fixtures.ts';

const outDir = '/work/wt/shots/i13-e-settings';
const server = await startAdminServer();
const browser = await launchChromium();
try {
  const context = await newSession(browser, 'en-US');
  const page = await context.newPage();
  const errors = collectErrors(page);
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(outDir, `${name}.png`) });
    console.log(name);
  };
  await signIn(page, server.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD, '/admin/products');
  await page.waitForTimeout(3000);
  await page.getByTestId('settings-drawer-handle').click();
  await page.waitForTimeout(800);
  await page.getByTestId('setting-locale').click();
  await page.waitForTimeout(800);
  await shot('dbg-select-open');
  const options = page.locator('.ant-select-item-option');
  console.log(await options.allInnerTexts());
  await page.locator('.ant-select-item-option[title="Português (Brasil)"]').click();
  await page.waitForTimeout(5000);
  await shot('dbg-after');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot('pt-dark-top-1280');
  await page.getByTestId('settings-drawer-handle').click();
  await page.waitForTimeout(800);
  await shot('pt-drawer-1280');
  await page.getByTestId('setting-navTheme-light').click();
  await page.getByTestId('setting-layout-mix').click();
  await page.getByTestId('theme-color-daybreak').click();
  await page.getByTestId('settings-drawer-handle').click();
  await page.waitForTimeout(800);
  await page.goto(`${server.baseUrl}/admin/staff`);
  await shot('pt-staff-1280');
  await page.getByRole('button', { name: /Novo/ }).first().click();
  await page.waitForTimeout(800);
  await page
    .getByRole('button', { name: /Salvar/ })
    .last()
    .click();
  await page.waitForTimeout(800);
  await shot('pt-staff-form-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.baseUrl}/admin/audit-log`);
  await shot('pt-audit-375');
  await page.goto(`${server.baseUrl}/user/login`);
  await shot('pt-login-375');
  console.log('errors', errors);
} finally {
  await browser.close();
  await server.stop?.();
}
