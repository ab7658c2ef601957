import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: string[];
}

/** Runs axe-core on the page as it stands and returns its violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // The extension's CSP (script-src 'self') refuses an injected <script> (page.addScriptTag),
  // so axe is evaluated through the debugger protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}

/** The violations a user would be hindered by. */
export function serious(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Everything of moderate impact or worse: a missing landmark (moderate) included. */
export function moderateOrWorse(violations: readonly AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical');
}
