import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { collectErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import { type ApiLang, expectedContent } from './support/content.ts';
import { horizontalOverflow, hydrated, hydratedElement, useSite } from './support/site.ts';

/* A job page (issue 11, item 17): HR's contact instead of the sales mailbox, and applying online. */

const LANGS: Array<{ lang: ApiLang; locale: string }> = [
  { lang: 'zh_CN', locale: 'zh-CN' },
  { lang: 'en_US', locale: 'en-US' },
];
const PDF = Buffer.from('%PDF-1.7\n% CV\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

describe('job applications', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  for (const { lang, locale } of LANGS) {
    test(`a job page shows HR's contact and takes an application with a CV (${locale})`, async () => {
      const job = (await expectedContent(site.server.baseUrl, lang)).job;
      const m = SITE_MESSAGES[lang];
      const contact = (await (
        await fetch(`${site.server.baseUrl}/api/v1/contact/us/info?lang=${lang}`)
      ).json()) as {
        data: { email: string; hrEmail?: string; hrPhone?: string };
      };
      assert.ok(contact.data.hrEmail && contact.data.hrPhone, 'the demo contact block names HR');

      const context = await site.browser.newContext({
        viewport: { width: 375, height: 800 },
        locale,
        baseURL: site.server.baseUrl,
      });
      await context.addCookies([{ name: 'umi_locale', value: locale, url: site.server.baseUrl }]);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`/recruit/detail?id=${job.id}`);
      await hydrated(page);
      const article = page.locator('main article');
      const hr = article.locator('section', {
        has: page.getByRole('heading', { name: m['recruit.hrContact'] }),
      });
      assert.equal(
        await hr.getByRole('link', { name: contact.data.hrEmail }).getAttribute('href'),
        `mailto:${contact.data.hrEmail}`,
      );
      assert.ok(await hr.getByRole('link', { name: contact.data.hrPhone }).isVisible());
      assert.equal(
        await article.locator(`a[href="mailto:${contact.data.email}"]`).count(),
        0,
        'CVs are not sent to the sales mailbox',
      );

      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posted.push(request.url());
      });
      await hydratedElement(page, 'form.job-application-form');
      const form = page.locator('form.job-application-form');
      await form.getByRole('button', { name: m['form.submit'] }).click();
      for (const key of ['form.name', 'form.email', 'form.phone', 'recruit.cv'] as const) {
        const input = form.getByLabel(m[key], { exact: false }).first();
        assert.equal(await input.getAttribute('aria-invalid'), 'true', key);
      }
      await form.getByLabel(m['form.name']).fill('Li Lei');
      await form.getByLabel(m['form.email']).fill('li.lei@example.com');
      await form.getByLabel(m['form.phone']).fill('+86 138 0000 0000');
      await form.getByLabel(m['recruit.message']).fill('Five years of MEMS process work.');
      const cv = form.locator('input[type="file"]');
      await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain') });
      await form.getByRole('button', { name: m['form.submit'] }).click();
      const cvError = await cv.getAttribute('aria-describedby');
      assert.ok(cvError);
      assert.equal(await page.locator(`[id="${cvError.split(' ')[0]}"]`).textContent(), m['recruit.cvType']);
      assert.deepEqual(posted, [], 'nothing sent while the CV is not a PDF, DOC or DOCX');
      assert.ok(
        await article.locator('.form-consent a[href="/privacy"]').isVisible(),
        'the consent line links the policy',
      );

      await cv.setInputFiles({ name: `CV Li Lei ${lang}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await form.getByRole('button', { name: m['form.submit'] }).click();
      const receipt = article.locator('.form-receipt');
      await receipt.waitFor();
      const [row] = site.server.query<{ id: number; kind: string; job_id: number; cv_name: string }>(
        'select id, kind, job_id, cv_name from enquiries where cv_name = ?',
        `CV Li Lei ${lang}.pdf`,
      );
      assert.ok(row, 'the application is stored');
      assert.equal(row.kind, 'job');
      assert.equal(row.job_id, job.id);
      assert.equal(
        (await receipt.locator('.form-receipt-reference').textContent())?.trim(),
        `${m['form.reference']} J-${row.id}`,
      );
      const copy = (await receipt.locator('.form-receipt-copy').textContent()) ?? '';
      for (const text of [job.position, 'Li Lei', 'li.lei@example.com', `CV Li Lei ${lang}.pdf`]) {
        assert.ok(copy.includes(text), `the copy shows ${text}`);
      }
      assert.equal(await horizontalOverflow(page), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
