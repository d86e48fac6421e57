import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { axeViolations } from '@coresense/test-support/axe';
import { collectErrors, expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { type ApiLang, type ExpectedContent, expectedContent } from './support/content.ts';
import { type RouteCase, routeCases } from './support/routes.ts';
import {
  horizontalOverflow,
  hydrated,
  newVisitorContext,
  resize,
  useSite,
  widthsInTurn,
} from './support/site.ts';

/*
 * Every route of the site in both languages, hydrated in Chromium at 1280, 768 and 375 px: it
 * renders in its language with a visible heading, without console errors, sideways scrolling or
 * a banner that cuts its text; and axe finds nothing at 1280 and 375 px. Each route is loaded
 * once per language and resized (`widthsInTurn`): what each test below then checks.
 */

const LANGS: Array<{ lang: ApiLang; locale: string; htmlLang: string }> = [
  { lang: 'zh_CN', locale: 'zh-CN', htmlLang: 'zh-CN' },
  { lang: 'en_US', locale: 'en-US', htmlLang: 'en' },
];
const DESKTOP = { width: 1280, height: 800 };
/** A tablet held upright: the medium layout of spec §9 (691–979 px). */
const TABLET = { width: 768, height: 1024 };
const MOBILE = { width: 375, height: 800 };
/** Widest first: a walk loads its first page at DESKTOP, the width of its context. */
const VIEWPORTS = [DESKTOP, TABLET, MOBILE];
/** The widths axe checks: the two ends of the layout. */
const AXE_WIDTHS = new Set([DESKTOP.width, MOBILE.width]);
/**
 * A walk does what two did, each within `npm test`'s 180 s a test (about 75 s on a quiet
 * machine): on a loaded one, a language's walk took longer than 180 s.
 */
const WALK_TIMEOUT_MS = 360_000;

interface RouteAtWidth {
  route: RouteCase;
  status: number | undefined;
  pageLang: string | null;
  headingVisible: boolean;
  unexpectedErrors: string[];
  overflow: number;
  /** A page banner's title or introduction cut off (clamped, or past the banner's edge). */
  bannerTextCut: boolean;
  /** axe's findings, at the widths it checks. */
  violations: string[];
}

/** The home slides may cut their introduction to two lines; a page's own banner may not. */
function bannerTextCut(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.page-banner:not(.hero-slide)')].some((banner) => {
      const edge = banner.getBoundingClientRect().bottom;
      return [...banner.querySelectorAll('.banner-title, .banner-subtitle')].some(
        (text) => text.scrollHeight > text.clientHeight + 1 || text.getBoundingClientRect().bottom > edge,
      );
    }),
  );
}

describe('every route of the site', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  const content: Partial<Record<ApiLang, ExpectedContent>> = {};

  before(async () => {
    for (const { lang } of LANGS) content[lang] = await expectedContent(site.server.baseUrl, lang);
  });

  /** Every route of one language, each loaded once and seen at every width. */
  async function walkRoutes(lang: ApiLang, locale: string): Promise<Map<number, RouteAtWidth[]>> {
    const context = await newVisitorContext(site, { viewport: DESKTOP, locale });
    // Passes over every route send more page views a minute than the server takes from one
    // address (VIEW_RATE_LIMIT); page-view.test.ts checks the beacons.
    await context.route('**/api/v1/stats/view', (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    const errors = collectErrors(page);
    const seen = new Map<number, RouteAtWidth[]>(VIEWPORTS.map((viewport) => [viewport.width, []]));
    for (const [index, route] of routeCases(content[lang]!, SITE_MESSAGES[lang]).entries()) {
      errors.length = 0;
      const response = await page.goto(route.path, { waitUntil: 'load' });
      await hydrated(page);
      const pageLang = await page.getAttribute('html', 'lang');
      const loadErrors = errors.splice(0);
      for (const viewport of widthsInTurn(VIEWPORTS, index)) {
        await resize(page, viewport);
        // Chromium reports the 404 document itself as a failed resource: expected on those pages.
        const unexpectedErrors = [...loadErrors, ...errors.splice(0)].filter(
          (error) => !(route.status === 404 && /status of 404/.test(error)),
        );
        seen.get(viewport.width)?.push({
          route,
          status: response?.status(),
          pageLang,
          headingVisible: await page.locator('main h1').first().isVisible(),
          unexpectedErrors,
          overflow: await horizontalOverflow(page),
          bannerTextCut: await bannerTextCut(page),
          violations: AXE_WIDTHS.has(viewport.width) ? await axeViolations(page) : [],
        });
      }
    }
    await context.close();
    return seen;
  }

  for (const { lang, locale, htmlLang } of LANGS) {
    describe(locale, () => {
      let seen: Map<number, RouteAtWidth[]>;
      before(
        async () => {
          // Checked route by route below: only the 404 pages may report their own status.
          expectConsoleErrors(/status of 404/);
          seen = await walkRoutes(lang, locale);
        },
        { timeout: WALK_TIMEOUT_MS },
      );

      for (const viewport of VIEWPORTS) {
        test(`every route renders and hydrates without errors or sideways scrolling (${locale}, ${viewport.width} px)`, () => {
          const routes = seen.get(viewport.width) ?? [];
          assert.equal(routes.length, routeCases(content[lang]!, SITE_MESSAGES[lang]).length);
          for (const {
            route,
            status,
            pageLang,
            headingVisible,
            unexpectedErrors,
            overflow,
            bannerTextCut,
          } of routes) {
            assert.equal(status, route.status, route.name);
            assert.equal(pageLang, htmlLang, route.name);
            assert.ok(headingVisible, `${route.name}: a visible heading`);
            assert.deepEqual(unexpectedErrors, [], `${route.name}: console errors`);
            assert.equal(overflow, 0, `${route.name}: scrolls sideways`);
            assert.equal(bannerTextCut, false, `${route.name}: the banner shows all of its text`);
          }
        });
      }

      for (const width of AXE_WIDTHS) {
        test(`axe finds no violations on any route (${locale}, ${width} px)`, () => {
          const routes = seen.get(width) ?? [];
          assert.equal(routes.length, routeCases(content[lang]!, SITE_MESSAGES[lang]).length);
          assert.deepEqual(
            routes.flatMap(({ route, violations }) =>
              violations.map((violation) => `${route.path}: ${violation}`),
            ),
            [],
          );
        });
      }
    });
  }
});
