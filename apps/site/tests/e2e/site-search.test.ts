import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { axeViolations } from '@coresense/test-support/axe';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { openPage, useSite } from './support/site.ts';

/*
 * The header search with the keyboard only, on a phone and on a desktop: type, hear how many
 * suggestions there are, arrow to one and open its page with Enter; Enter without a choice opens
 * the search page with its results. axe checks the open combobox and the results page.
 */

const t = SITE_MESSAGES.en_US;

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Presses Tab until the focus is on what `selector` finds (the page's order, no clicking), then,
 * as a keyboard user would once past it, Shift+Tab back: after a page change the browser may
 * carry on from where the focus was, below the header.
 */
async function tabTo(page: Page, selector: string) {
  const focused = () => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 40; presses++) {
      if (await focused()) return;
      await page.keyboard.press(key);
    }
  }
  assert.fail(`Tab never reached ${selector}`);
}

/** The header's search field, focused from the keyboard (on a phone through its button). */
async function focusSearch(page: Page, phone: boolean) {
  if (phone) {
    assert.equal(await page.locator('.header-search').isVisible(), false, 'the phone header shows a button');
    await tabTo(page, 'button.search-toggle');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  } else {
    await tabTo(page, 'input[role="combobox"]');
  }
}

describe('the header search', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  for (const viewport of VIEWPORTS) {
    test(`with the keyboard only on a ${viewport.name} (${viewport.width} px)`, async () => {
      const phone = viewport.name === 'phone';
      const { context, page } = await openPage(site, '/index', {
        locale: 'en-US',
        viewport: { width: viewport.width, height: viewport.height },
      });
      try {
        await focusSearch(page, phone);
        const combobox = page.locator('input[role="combobox"]');
        await page.keyboard.type('CSA');
        const listbox = page.getByRole('listbox', { name: t['search.suggestions'] });
        await listbox.waitFor();
        assert.equal(await combobox.getAttribute('aria-expanded'), 'true');
        assert.equal(await combobox.getAttribute('aria-autocomplete'), 'list');
        assert.equal(await combobox.getAttribute('aria-controls'), await listbox.getAttribute('id'));
        const options = listbox.getByRole('option');
        const count = await options.count();
        assert.ok(count >= 2, `suggestions for CSA: ${count}`);
        // The live region says how many there are.
        const status = page.locator('.header-search [role="status"]');
        assert.equal(
          await status.textContent(),
          t['search.suggestionCount'].replace('{count}', String(count)),
        );
        assert.deepEqual(await axeViolations(page), [], 'axe on the open combobox');

        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowDown');
        const second = options.nth(1);
        assert.equal(await combobox.getAttribute('aria-activedescendant'), await second.getAttribute('id'));
        assert.equal(await second.getAttribute('aria-selected'), 'true');
        assert.equal(await options.nth(0).getAttribute('aria-selected'), 'false');
        const chosen = (await second.locator('.suggestion-title').textContent()) ?? '';
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/detail\?id=\d+$/);
        await page.locator('h1', { hasText: chosen }).first().waitFor();
        // Escape closes the list first, then clears the field.
        await focusSearch(page, phone);
        await page.keyboard.type('accelerometers');
        await listbox.waitFor();
        await page.keyboard.press('Escape');
        await listbox.waitFor({ state: 'hidden' });
        assert.equal(await combobox.getAttribute('aria-expanded'), 'false');
        assert.equal(await combobox.inputValue(), 'accelerometers');

        // Enter without a choice: the search page, its results, the field's words in its own form.
        await page.keyboard.press('Enter');
        await page.waitForURL(
          (url) => url.pathname === '/search' && url.searchParams.get('q') === 'accelerometers',
        );
        await page
          .locator('h1', { hasText: t['search.resultsFor'].replace('{q}', 'accelerometers') })
          .waitFor();
        assert.ok((await page.locator('.search-result').count()) > 0);
        assert.equal(await page.locator('.search-form input[name="q"]').inputValue(), 'accelerometers');
        assert.equal(await page.locator('.search-tabs a[aria-current="page"]').count(), 1);
        assert.deepEqual(await axeViolations(page), [], 'axe on /search');
      } finally {
        await context.close();
      }
    });
  }
});
