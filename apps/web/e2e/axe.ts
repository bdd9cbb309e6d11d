import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * Serious and critical axe-core violations on the page as it is now (empty when none); within
 * the element `within` selects when given (a dialog: the page behind it has its own test).
 */
export async function axeProblems(page: Page, within?: string): Promise<string[]> {
  // Evaluated, not a <script> tag: the site's CSP refuses inline scripts, and rightly.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = selector ? { include: [[selector]] } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary}`).join(' | ')}`);
}
