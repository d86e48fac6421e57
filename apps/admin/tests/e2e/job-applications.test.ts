import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import { SAVE, sendContactForm, useBackOffice } from './support/back-office.ts';

/*
 * Job applications in the back-office (issue 11, item 17): their own kind in the inbox, the
 * position and a CV download in the drawer, and the HR contact in the contact page editor.
 */

const PDF = Buffer.from(
  '%PDF-1.7\n% CV of an applicant\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n',
);

describe('job applications in the back-office', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  async function firstJob(): Promise<{ id: number; position: string }> {
    const body = (await (await fetch(`${office.server.baseUrl}/api/v1/recruit/list?pageSize=1`)).json()) as {
      data: { list: Array<{ id: number; position: string }> };
    };
    const job = body.data.list[0];
    assert.ok(job, 'the demo content has a job');
    return job;
  }

  test('an application is listed under its own kind, and its drawer shows the position and downloads the CV', async () => {
    const job = await firstJob();
    const applicant = `Applicant ${Date.now().toString(36)}`;
    const contactVisitor = `Visitor ${Date.now().toString(36)}`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      jobId: String(job.id),
      name: applicant,
      email: 'applicant@example.com',
      phone: '13800000000',
      message: 'Please find my CV attached.',
    }))
      form.append(key, value);
    form.append('cv', new Blob([PDF], { type: 'application/pdf' }), 'applicant-cv.pdf');
    const applied = await fetch(`${office.server.baseUrl}/api/v1/recruit/apply`, {
      method: 'POST',
      headers: { origin: office.server.baseUrl },
      body: form,
    });
    assert.equal(applied.status, 200, await applied.clone().text());
    await sendContactForm(office, {
      name: contactVisitor,
      email: 'visitor@example.com',
      phone: '13800000001',
    });

    let errors: string[] = [];
    const page = await office.adminPage('/admin/enquiries', async (opened) => {
      errors = collectErrors(opened);
    });
    await page.getByText(applicant).waitFor();
    // Filter by kind in the search form.
    const filter = page.locator('.ant-pro-query-filter');
    const kind = filter.locator('.ant-select', { has: page.locator('#kind') });
    if (!(await kind.isVisible())) await filter.getByText(/展\s*开/).click();
    await kind.click();
    await page.getByTitle('职位申请').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText(contactVisitor).waitFor({ state: 'detached' });
    const row = page.locator('tr', { hasText: applicant });
    assert.ok((await row.textContent())?.includes('职位申请'), 'tagged as a job application');
    assert.ok((await row.textContent())?.includes(job.position), 'with the position');

    await page.getByText(applicant).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText(job.position).waitFor();
    assert.equal(await drawer.locator('.ant-drawer-title').textContent(), `${applicant} 的职位申请`);
    const cv = drawer.getByTestId('enquiry-cv');
    assert.ok((await cv.textContent())?.includes('applicant-cv.pdf'));
    const href = await cv.getAttribute('href');
    assert.ok(href);
    const download = await page.request.get(`${office.server.baseUrl}${href}`);
    assert.equal(download.status(), 200);
    assert.deepEqual(Buffer.from(await download.body()), PDF);
    assert.equal((await fetch(`${office.server.baseUrl}${href}`)).status, 401, 'not without a session');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('the contact page editor sets the HR contact that job pages show', async () => {
    const page = await office.adminPage('/admin/pages/contact');
    const email = page.getByLabel('招聘邮箱').first();
    await email.waitFor();
    await email.fill('jobs@coresense.example');
    await page.getByRole('button', { name: SAVE }).first().click();
    await page.getByText('已保存').first().waitFor();
    const info = (await (
      await fetch(`${office.server.baseUrl}/api/v1/contact/us/info?lang=zh_CN`)
    ).json()) as {
      data: { hrEmail?: string };
    };
    assert.equal(info.data.hrEmail, 'jobs@coresense.example');
    const job = await firstJob();
    const html = await (
      await fetch(`${office.server.baseUrl}/recruit/detail?id=${job.id}&lang=zh-CN`)
    ).text();
    assert.ok(html.includes('mailto:jobs@coresense.example'), 'the job page shows the new HR email');
    await page.context().close();
  });
});
