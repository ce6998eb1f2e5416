// What makes the first screen fast and steady (docs/architecture.md#first-paint): the first catalogue image is
// loaded eagerly with high priority and offers resized copies, the others load lazily; the server names that image
// in the page's HTML; a property page's main image is eager too; and nothing visible moves while routes and data
// load (cumulative layout shift below 0.1 on the catalogue, a property page and the /PropertyList redirect); and
// the portfolio chart's library (uPlot) is a chunk of its own that the first load of `/` does not fetch.
// Timings are benched by `npm run bench:web`, never asserted here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { connectBrowser, DESKTOP, MOBILE, openApp } from './lib/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

type ImageAttributes = {
  loading: string | null;
  fetchpriority: string | null;
  srcset: string | null;
  src: string;
};
const imageAttributes = (page: Page, selector: string) =>
  page.$$eval(selector, (images) =>
    images.map((img) => ({
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
      srcset: img.getAttribute('srcset'),
      src: img.getAttribute('src') ?? '',
    })),
  ) as Promise<ImageAttributes[]>;

/** Records layout shifts (without recent input) from the very start of every page of `page`. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { __cls: number };
    target.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) target.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Waits until every image on the page has loaded and the network has been idle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.loading === 'lazy' || img.complete),
  );
}

describe('first screen', () => {
  test('the first catalogue image is eager with fetchpriority high and a srcset; the others are lazy', async () => {
    const { page, errors, context } = await openApp(browser, { viewport: MOBILE });
    await page.goto('/catalog');
    await page.getByRole('article').first().waitFor();
    const [first, ...others] = await imageAttributes(page, 'article img');
    expect(first).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(first?.srcset).toMatch(/-480w\.webp 480w, .*-800w\.webp 800w, .*-1200w\.webp 1200w$/);
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) expect(image).toMatchObject({ loading: 'lazy', fetchpriority: 'auto' });
    // Every copy the srcset names exists.
    for (const candidate of (first?.srcset ?? '').split(', ')) {
      const url = candidate.split(' ')[0] ?? '';
      const response = await context.request.get(url);
      expect(`${url} ${response.status()} ${response.headers()['content-type']}`).toBe(
        `${url} 200 image/webp`,
      );
    }
    // The page's HTML already names that image, so it loads with the scripts; it comes compressed, as the build's
    // own index.html does.
    const answer = await fetch(`${inject('baseUrl')}/catalog`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('br');
    const html = await answer.text();
    expect(html).toContain(`<link rel="preload" as="image" href="${first?.src}"`);
    // …and shows it in the boot shell, so it paints before the scripts run (the app's first render replaces it).
    expect(html).toContain(`<div class="boot-lead boot-lead-catalog"><img src="${first?.src}"`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a property page shows its main image eagerly with high priority', async () => {
    const { page, errors, context } = await openApp(browser, { viewport: MOBILE });
    await page.goto('/catalog');
    // The first property with a picture (journeys that ran before may have added properties without one).
    await page
      .locator('article', { has: page.locator('img') })
      .first()
      .getByRole('link')
      .click();
    await page.waitForURL(/\/catalog\/0x[0-9a-fA-F]{40}$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Read through a locator, which waits for the image and follows it if React replaces the element.
    const main = await page
      .locator('main img')
      .first()
      .evaluate((img) => ({
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        srcset: img.getAttribute('srcset'),
      }));
    expect(main).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(main?.srcset).toContain('-480w.webp 480w');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [route, viewport] of [
    ['/catalog', DESKTOP],
    ['/catalog', MOBILE],
    ['property', DESKTOP],
    ['property', MOBILE],
    ['/PropertyList', DESKTOP],
  ] as const) {
    test(`nothing moves while ${route} loads at ${viewport.width} px (layout shift < 0.1)`, async () => {
      let url: string = route;
      if (route === 'property') {
        const catalog = (await (
          await fetch(`${inject('baseUrl')}/api/properties/validated-catalog/`)
        ).json()) as {
          contract_address: string;
        }[];
        url = `/catalog/${catalog[0]?.contract_address}`;
      }
      const { page, errors, context } = await openApp(browser, { viewport });
      await recordLayoutShifts(page);
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      expect(await layoutShift(page)).toBeLessThan(0.1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('the chart library (uPlot) and the portfolio chart stay out of the first load of /', async () => {
    // uPlot's own event name: a string its code keeps through minification, found in no other library here.
    const UPLOT_MARKER = 'dppxchange';
    // The build the stack serves (scripts/lib/stack.ts) has uPlot and the chart as chunks of their own; without
    // them this check would have nothing to look for, so their absence fails it too.
    const assets = join(import.meta.dirname, '..', 'dist', 'assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const holding = scripts.filter((f) => readFileSync(join(assets, f), 'latin1').includes(UPLOT_MARKER));
    expect(holding.length).toBeGreaterThan(0);
    expect(scripts.some((f) => /^PortfolioChart-/.test(f))).toBe(true);

    const { page, errors, context } = await openApp(browser, { viewport: DESKTOP });
    const requested: string[] = [];
    const bodies: Promise<string>[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (/\.(js|css|html)$|^\/$/.test(new URL(response.url()).pathname)) {
        bodies.push(response.text().catch(() => ''));
      }
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    const chartFiles = requested.filter(
      (path) => /uplot|PortfolioChart/i.test(path) || holding.some((f) => path.endsWith(`/${f}`)),
    );
    expect(chartFiles).toEqual([]);
    const loaded = await Promise.all(bodies);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((body) => body.includes(UPLOT_MARKER))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
