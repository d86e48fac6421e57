import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import {
  button,
  confirmDialog,
  drawerOf,
  drawerSettled,
  NEW,
  SAVE,
  sendContactForm,
  useAdminApi,
  useBackOffice,
} from './support/back-office.ts';

/*
 * The contract and member detail pages (issue 13, item 7): a draft signed on its detail page
 * locks its goods, and a member's page lists that member's contracts and enquiries.
 */

describe('contract and member detail pages', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  const callApi = useAdminApi(office);

  /** A JSON call of the back-office API as the administrator, which must succeed; answers its data. */
  async function call(method: string, path: string, body: unknown) {
    const answer = await callApi(method, path, body);
    assert.equal(answer.status, 200, `${method} ${path}`);
    return answer.body.data;
  }

  test('a draft signed on its detail page has its goods locked, and its member lists it', async () => {
    const tag = Date.now().toString(36);
    const member = await call('POST', '/api/v1/admin/members', {
      name: `华东仪表 ${tag}`,
      email: `buyer-${tag}@HuaDong.example`,
    });
    const stranger = await call('POST', '/api/v1/admin/members', { name: `Northwind ${tag}` });
    const number = `HT-E2E-${tag}`;
    await call('POST', '/api/v1/admin/contracts', {
      memberId: member.id,
      number,
      signingDate: '2026-06-18',
      status: 'draft',
      goods: [{ model: 'CSA-3110', quantity: 3, unitPrice: 12.5 }],
    });
    await call('POST', '/api/v1/admin/contracts', {
      memberId: stranger.id,
      number: `HT-OTHER-${tag}`,
      signingDate: '2026-06-18',
      status: 'draft',
      goods: [],
    });
    await sendContactForm(office, {
      name: `李工 ${tag}`,
      email: `BUYER-${tag}@huadong.example`,
      phone: '+86 21 5555 0000',
    });

    // From the list to the contract's page by its number.
    const page = await office.adminPage('/admin/contracts');
    await page.getByRole('link', { name: number, exact: true }).click();
    await page.waitForURL(/\/admin\/contracts\/\d+$/);
    await page.getByTestId('contract-detail-total').getByText('37.50').waitFor();
    assert.equal(await page.getByTestId('contract-status').first().textContent(), '草稿');
    assert.equal(await page.getByTestId('goods-locked').count(), 0, 'a draft is not locked');

    await page.getByRole('button', { name: /^签\s*订$/ }).click();
    const dialog = confirmDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^签\s*订$/ }).click();
    await page.getByTestId('goods-locked').waitFor();
    await page.getByTestId('contract-status').filter({ hasText: '已签约' }).first().waitFor();
    await page.getByRole('button', { name: /开始执行/ }).waitFor();
    // Signed once: the button leaves the header (and the dialog's, once it has faded out).
    await page.getByRole('button', { name: /^签\s*订$/ }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: '草稿 → 已签约' }).waitFor();

    // The list's editor keeps the signed goods, number and member shut.
    await page.goto(`${office.server.baseUrl}/admin/contracts`);
    await page.getByRole('row').filter({ hasText: number }).getByText('编辑').click();
    await drawerSettled(page);
    const drawer = drawerOf(page);
    assert.ok(await drawer.locator('#number').isDisabled(), 'the number is locked');
    await drawer.locator('.ant-table-tbody').getByText('CSA-3110').waitFor();
    assert.equal(
      await drawer.locator('.ant-table-tbody input').count(),
      0,
      'the goods are shown, not edited',
    );
    assert.equal(await drawer.getByText('添加一行').count(), 0, 'no goods can be added');
    await drawer.getByRole('button', { name: /取\s*消/ }).click();
    await drawer.waitFor({ state: 'detached' });

    // The member's page: this member's contract and enquiry, nobody else's.
    await page.getByRole('row').filter({ hasText: number }).getByRole('link', { name: member.name }).click();
    await page.waitForURL(new RegExp(`/admin/members/${member.id}$`));
    const contracts = page.getByTestId('member-contracts');
    await contracts.getByRole('link', { name: number }).waitFor();
    assert.equal(await contracts.getByText(`HT-OTHER-${tag}`).count(), 0);
    const enquiries = page.getByTestId('member-enquiries');
    await enquiries.getByText(`李工 ${tag}`).waitFor();
    await contracts.getByRole('link', { name: number }).click();
    await page.waitForURL(/\/admin\/contracts\/\d+$/);
    await page.getByTestId('goods-locked').waitFor();
    await page.context().close();
  });

  test('a new contract: its number proposed, a picked product fills the model, an empty model says why', async () => {
    const page = await office.adminPage('/admin/contracts');
    await button(page, NEW).click();
    await drawerSettled(page);
    const drawer = drawerOf(page);
    const number = drawer.locator('#number');
    await page.waitForFunction(() =>
      /^CS-\d{4}-\d{4}$/.test((document.querySelector('#number') as HTMLInputElement | null)?.value ?? ''),
    );
    assert.match(await number.inputValue(), /^CS-\d{4}-\d{4}$/);

    await drawer.getByText('添加一行').click();
    const row = drawer.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.locator('.ant-select').first().click();
    await row.locator('.ant-select input').first().fill('CSA-3110');
    await page.locator('.ant-select-item-option[title$="(CSA-3110)"]').first().click();
    const model = row.locator('input[id$="_model"], td:nth-child(2) input').first();
    await page.waitForFunction(
      (input) => (input as HTMLInputElement).value === 'CSA-3110',
      await model.elementHandle(),
    );

    await drawer.getByText('添加一行').click();
    await button(page, SAVE).click();
    const message = drawer.locator('.ant-table-tbody .ant-form-item-explain-error').getByText('请填写此字段');
    await message.first().waitFor();
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/contract-new-1280.png` });
    await page.context().close();
  });
});
