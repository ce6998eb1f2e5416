// Every route of docs/routes.md#route-table (and every tab of the admin console, docs/admin.md#tabs) in each
// language and on each form factor once: English on a desktop, Russian on a phone (the longer texts on the narrower
// screen). A screenshot of each as a test artifact (e2e/artifacts/screens/), and axe-core with no serious or critical
// violation anywhere. Overflow at every width from 320 to 1440 px, in both languages, is e2e/widths.e2e.ts's.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { anvilAccount } from '../scripts/lib/anvil.ts';
import { seriousAxeViolations } from './lib/axe.ts';
import { connectBrowser, DESKTOP, MOBILE, openApp, screenshot } from './lib/browser.ts';
import { signIn } from './lib/session.ts';

const INVESTOR = 4; // holds M2 of two demo properties, with purchases and certificates
const ADMIN = 0;

let browser: Browser;
let propertyPath = '';
beforeAll(async () => {
  browser = await connectBrowser();
  const catalog = (await (await fetch(`${inject('baseUrl')}/api/properties/validated-catalog/`)).json()) as {
    name: string;
    contract_address: string;
  }[];
  const riverside = catalog.find((p) => p.name === 'Riverside Lofts');
  if (!riverside) throw new Error('Riverside Lofts is not in the catalogue');
  propertyPath = `/catalog/${riverside.contract_address}`;
});
afterAll(async () => {
  await browser.close();
});

type Screen = { name: string; path: () => string; ready: (page: Page) => Promise<void> };

const main = (page: Page) => page.locator('main').first().waitFor();
const investorScreens: Screen[] = [
  { name: 'home', path: () => '/', ready: main },
  { name: 'catalog', path: () => '/catalog', ready: (page) => page.getByRole('article').first().waitFor() },
  {
    name: 'property',
    path: () => propertyPath,
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  { name: 'profile', path: () => '/personal-account', ready: main },
  { name: 'parts', path: () => '/personal-account/parts', ready: main },
  { name: 'test-error', path: () => '/test-error-button', ready: main },
  { name: 'not-found', path: () => '/no-such-page', ready: main },
];
const adminScreens: Screen[] = [
  ['admin-all-properties', '/PropertyList'],
  ['admin-create', '/PropertyList/properties/create'],
  ['admin-backend', '/PropertyList/properties'],
  ['admin-roles', '/PropertyList/roles'],
  ['admin-tester', '/PropertyList/tester'],
  ['admin-buckets', '/PropertyList/buckets'],
  ['admin-purchases', '/PropertyList/purchases'],
  ['admin-audit-log', '/PropertyList/audit-log'],
  ['admin-recoveries', '/PropertyList/recoveries'],
].map(([name, path]) => ({
  name: name ?? '',
  path: () => path ?? '',
  ready: async (page: Page) => {
    await page.locator('main').first().waitFor();
    await page
      .getByRole('progressbar')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => {});
  },
}));

const variants = [
  { lng: 'en', viewport: DESKTOP, label: 'desktop' },
  { lng: 'ru', viewport: MOBILE, label: 'mobile' },
] as const;

async function visitAll(account: number, screens: Screen[], variant: (typeof variants)[number]) {
  const { page, context, errors } = await openApp(browser, {
    account,
    viewport: variant.viewport,
    locale: variant.lng === 'ru' ? 'ru-RU' : 'en-US',
  });
  await page.goto(`/?lng=${variant.lng}`);
  await signIn(page, anvilAccount(account).address);
  const problems: string[] = [];
  for (const screen of screens) {
    const path = screen.path();
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${variant.lng}`);
    await screen.ready(page);
    await page.waitForLoadState('networkidle').catch(() => {});
    await screenshot(page, `screens/${screen.name}-${variant.lng}-${variant.label}`);
    for (const violation of await seriousAxeViolations(page)) problems.push(`${screen.name}: ${violation}`);
  }
  await context.close();
  return { problems, errors };
}

describe('screens: screenshots and accessibility', () => {
  for (const variant of variants) {
    test(`investor routes, ${variant.lng}, ${variant.label}`, async () => {
      const { problems, errors } = await visitAll(INVESTOR, investorScreens, variant);
      expect(problems).toEqual([]);
      // The test-error page throws on purpose only when its button is pressed: no page error here.
      expect(errors).toEqual([]);
    });
    test(`admin console tabs, ${variant.lng}, ${variant.label}`, async () => {
      const { problems, errors } = await visitAll(ADMIN, adminScreens, variant);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
