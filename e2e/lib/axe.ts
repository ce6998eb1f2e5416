// Accessibility check with axe-core (from npm, injected into the page): the violations of impact serious or
// critical, formatted so a failing assertion says what and where.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a <script>: the app's Content-Security-Policy rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Running CSS transitions first (a button turning from its disabled grey to its colour as data arrives):
  // mid-transition colours are no contrast the user is left with.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .map((animation) =>
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY
            ? undefined
            : animation.finished,
        ),
    ).catch(() => undefined),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
