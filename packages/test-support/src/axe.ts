import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, heading order, unique names). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Read once, on the first check. */
let axeSource: Promise<string> | undefined;

/** axe-core's violations of `AXE_TAGS` on the page as it is now, one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; once per document.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(await axeSource);
  const violations = await page.evaluate(
    (tags) =>
      // The whole document: with no context given, axe checks it.
      (globalThis as unknown as { axe: { run(options: object): Promise<{ violations: unknown[] }> } }).axe
        .run({ runOnly: { type: 'tag', values: tags } })
        .then((result) => result.violations),
    AXE_TAGS,
  );
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
