// Accessibility check with axe-core (from npm, injected into the page): the violations of impact serious or
// critical, formatted so a failing assertion says what and where.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a <script>: the app's Content-Security-Policy rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Waits for the CSS transitions running now (a button turning from its disabled grey to its colour as data
 *  arrives): mid-transition colours are no contrast the user is left with. */
async function settleTransitions(page: Page): Promise<void> {
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
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  await settleTransitions(page);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
}

const format = (v: AxeViolation) =>
  `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

const serious = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical';

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  let violations = (await runAxe(page)).filter(serious);
  // A colour contrast found while a transition started during the check (data arriving as axe ran) is checked
  // again once it has ended: the contrast the page settles on is the user's, and that one is reported.
  if (violations.some((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    const settled = (await runAxe(page)).filter((v) => serious(v) && v.id === 'color-contrast');
    violations = [...violations.filter((v) => v.id !== 'color-contrast'), ...settled];
  }
  return violations.map(format);
}
