import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: string[];
}

/** Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page as it stands, with every WCAG 2.2 A and AA rule and every best
 * practice (`target-size` included, which axe leaves out by default), and returns its violations.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // The extension's CSP (script-src 'self') refuses an injected <script> (page.addScriptTag),
  // so axe is evaluated through the debugger protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async (tags) => {
    type Run = (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }>;
    const axe = (globalThis as unknown as { axe: { run: Run } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, TAGS);
}

/** The violations a user would be hindered by. */
export function serious(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Everything of moderate impact or worse: a missing landmark (moderate) included. */
export function moderateOrWorse(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical');
}
