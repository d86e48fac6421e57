/*
 * The performance budgets of the public pages (issue 11), shared by scripts/first-load-js.ts and
 * scripts/lighthouse.ts, which print them per page and exit non-zero when a page misses one.
 */
import path from 'node:path';

/** First-load JavaScript of a public page, gzip: everything, and the site's own part of it. */
export const JS_BUDGET = { totalGzip: 125 * 1024, ownGzip: 20 * 1024 };

/** Lighthouse, mobile preset: lowest category scores (0–100) and slowest largest paint. */
export const SCORE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
export const LCP_TARGET_MS = 1500;

/**
 * Which part of the build a client chunk holds, from its file name in the Vite build: React,
 * React DOM and React Router are the framework (one chunk, `framework-*`, vite.config.ts), with
 * the bundler's runtime; every other chunk, the client entry's few lines that start hydration
 * included, is the site's own code. The route manifest is the framework's list of the site's
 * routes.
 */
export function chunkKind(asset: string): 'framework' | 'route manifest' | 'site' {
  const name = path.basename(new URL(asset, 'http://build').pathname);
  if (/^(framework|rolldown-runtime)-/.test(name)) {
    return 'framework';
  }
  if (name.startsWith('manifest-')) return 'route manifest';
  return 'site';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page's first-load JavaScript breaks of the budget, in words; empty when it fits. */
export function jsBudgetFailures(totalGzip: number, ownGzip: number): string[] {
  const failures: string[] = [];
  if (totalGzip > JS_BUDGET.totalGzip) {
    failures.push(`first-load JS ${kb(totalGzip)} gzip > ${kb(JS_BUDGET.totalGzip)}`);
  }
  if (ownGzip > JS_BUDGET.ownGzip) {
    failures.push(`the site's own JS ${kb(ownGzip)} gzip > ${kb(JS_BUDGET.ownGzip)}`);
  }
  return failures;
}
