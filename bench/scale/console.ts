// The console's side of `npm run bench:scale` (docs/operations.md#scale): Debian's Chromium (playwright-core,
// headless) signs in as the admin through the injected wallet of anvil #0, as e2e/admin.e2e.ts does, and
// measures, in the page's own clock:
// - first cards: from the navigation to /PropertyList (the "All properties" tab; wallet connected, session
//   signed, the console's code cached by a first visit) until the first page of cards is on screen (every card
//   of the page, with its name);
// - sort: from the click on the sort's option (by name) until the re-sorted first card is on screen and the grid
//   is no longer busy;
// - filter: from the click on a filter (delisted without refunds: none at this scale) until its empty notice;
// - the buckets dashboard: from the navigation to its URL until the first row of its table.
// BENCH_SCALE_TRACE=1 prints the timeline of the first-cards navigation: every request (JSON-RPC by method and
// contract function) with its start and end in the page's clock, and when the DOM showed the loading screen, the
// console's frame and the first card.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { type Abi, type Hex, toFunctionSelector, toHex } from 'viem';
import { installInjectedWallet } from '../../e2e/lib/injectedWallet.ts';
import { signIn } from '../../e2e/lib/session.ts';
import {
  masterRegistryAbi,
  propertyLensAbi,
  propertyTokenAbi,
  usdtAbi,
  vaultTraderAbi,
} from '../../generated/wagmi.ts';
import { ANVIL_CHAIN_ID, anvilAccount } from '../../scripts/lib/anvil.ts';

const ADMIN = 0;
/** Where a failed measurement leaves its screenshot (git-ignored). */
const RESULTS = path.join(import.meta.dirname, '..', 'results');
const trace = process.env.BENCH_SCALE_TRACE === '1';
/** BENCH_SCALE_PROFILE=<path prefix>: CPU profiles of the first cards and the sort (<prefix>-first.cpuprofile, …). */
const profileTo = process.env.BENCH_SCALE_PROFILE;

export type ConsoleFigures = {
  firstCardsMs: number;
  sortMs: number;
  filterMs: number;
  bucketsMs: number;
  heapMb: number;
  /** Requests of the first-cards navigation until the cards showed (API, JSON-RPC calls inside /rpc bodies). */
  requests: { api: number; rpc: number };
  timeline: string[];
};

/** Contract function names by selector, for the trace. */
const SELECTORS = new Map<string, string>();
for (const abi of [masterRegistryAbi, propertyLensAbi, propertyTokenAbi, usdtAbi, vaultTraderAbi] as Abi[]) {
  for (const item of abi) {
    if (item.type === 'function') SELECTORS.set(toFunctionSelector(item), item.name);
  }
}
const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11';

/** What a /rpc body asks: method names, eth_call by contract function (a multicall by its inner calls). */
function rpcCalls(body: string | null): string[] {
  if (!body) return [];
  try {
    const parsed = JSON.parse(body) as
      | { method: string; params?: unknown[] }
      | { method: string; params?: unknown[] }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((call) => {
      if (call.method !== 'eth_call') return [call.method];
      const tx = call.params?.[0] as { to?: string; data?: Hex } | undefined;
      const data = tx?.data ?? '0x';
      if (tx?.to?.toLowerCase() === MULTICALL3) {
        // aggregate3: the inner selectors appear after each call's offset; count them roughly by known selectors.
        const inner = [...SELECTORS.keys()].flatMap((sel) =>
          Array(data.split(sel.slice(2)).length - 1).fill(`multicall:${SELECTORS.get(sel)}`),
        );
        return inner.length > 0 ? inner : ['multicall'];
      }
      return [`eth_call:${SELECTORS.get(data.slice(0, 10)) ?? data.slice(0, 10)}`];
    });
  } catch {
    return ['?'];
  }
}

export async function measureConsole(baseUrl: string, rpcUrl: string): Promise<ConsoleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const key = anvilAccount(ADMIN).getHdKey().privateKey;
    if (!key) throw new Error('no key for anvil #0');
    await installInjectedWallet(page, { rpcUrl, chainId: ANVIL_CHAIN_ID, privateKey: toHex(key) });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    try {
      return await measure(page, baseUrl);
    } catch (error) {
      mkdirSync(RESULTS, { recursive: true });
      await page.screenshot({ path: path.join(RESULTS, 'scale-console-failure.png') }).catch(() => {});
      throw new Error(
        `console measurement failed at ${page.url()}: ${(error as Error).message.split('\n')[0]}; ` +
          `page problems: ${problems.slice(0, 10).join(' | ') || 'none'}`,
      );
    }
  } finally {
    await browser.close();
  }
}

/** Marks, in the page's clock, when the DOM first showed the loading screen, the console's frame and a card. */
const DOM_MARKS = () => {
  const marks: Record<string, number> = {};
  (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks = marks;
  const seen = (name: string, found: boolean) => {
    if (found && marks[name] === undefined) marks[name] = performance.now();
  };
  new MutationObserver(() => {
    seen('loading screen', document.querySelector('[role="progressbar"]') !== null);
    seen('console frame', document.querySelector('.RaLayout-appFrame') !== null);
    seen('tab title', document.querySelector('main h1, #main-content h1') !== null);
    seen('first card', document.querySelector('article h3') !== null);
  }).observe(document, { subtree: true, childList: true });
};

/** The first page of cards is on screen: as many cards as the count promises on page 1, each with its name. */
async function cardsShown(page: Page, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const cards = document.querySelectorAll('article h3');
      const busy = document.querySelector('[aria-busy]')?.getAttribute('aria-busy');
      return cards.length > 0 && busy === 'false' && [...cards].every((h) => (h.textContent ?? '') !== '');
    },
    undefined,
    { timeout, polling: 'raf' },
  );
}

async function measure(page: Page, baseUrl: string): Promise<ConsoleFigures> {
  await page.goto('/');
  await signIn(page, anvilAccount(ADMIN).address);

  // A first visit loads the console's code (cached afterwards, as for an admin who used it before).
  await page.goto('/PropertyList');
  await cardsShown(page);

  // The measured visit: a navigation to the tab's URL, as an admin opening it.
  const requests: { request: Request; start: number; end?: number; what: string }[] = [];
  let origin = 0;
  const onRequest = (request: Request) => {
    const url = request.url();
    const what = url.startsWith(`${baseUrl}/rpc`)
      ? `rpc ${rpcCalls(request.postData()).join(' ')}`
      : url.replace(baseUrl, '');
    requests.push({ request, start: Date.now(), what });
  };
  const onDone = (request: Request) => {
    const entry = requests.find((r) => r.request === request);
    if (entry) entry.end = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await page.addInitScript(DOM_MARKS);
  const profiler = profileTo ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await page.goto('/PropertyList', { waitUntil: 'commit' });
  origin = await page.evaluate(() => performance.timeOrigin);
  await cardsShown(page);
  const firstCardsMs = await page.evaluate(() => performance.now());
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  const marks = await page.evaluate(
    () => (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks,
  );
  const before = requests.filter((r) => r.start - origin <= firstCardsMs);
  const timeline = [
    ...before.map(
      (r) =>
        `${(r.start - origin).toFixed(0).padStart(6)} → ${r.end ? (r.end - origin).toFixed(0).padStart(6) : '     …'} ms  ${r.what.slice(0, 160)}`,
    ),
    ...Object.entries(marks).map(([name, at]) => `${at.toFixed(0).padStart(6)}            DOM: ${name}`),
    `${firstCardsMs.toFixed(0).padStart(6)}            first page of cards shown`,
  ].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const rpcCount = before
    .filter((r) => r.what.startsWith('rpc'))
    .reduce((n, r) => n + r.what.split(' ').length - 1, 0);

  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(`${profileTo}-first.cpuprofile`, JSON.stringify(profile));
    await profiler.send('Profiler.start');
  }

  // Each interaction is timed in the page, from its click event (not from when the harness asked for the click:
  // Playwright first waits for the menu's option to stop moving) until the predicate first holds (it notes the
  // time itself: window.__doneAt).
  const timed = async (click: () => Promise<void>, done: () => Promise<unknown>) => {
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __doneAt?: number };
      w.__clickAt = undefined;
      w.__doneAt = undefined;
      document.addEventListener(
        'click',
        () => {
          w.__clickAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await click();
    await done();
    return page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __doneAt: number };
      return w.__doneAt - w.__clickAt;
    });
  };

  const beforeSort = await page.locator('article h3').first().textContent();
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  const sortMs = await timed(
    () => page.getByRole('option', { name: 'Name' }).click(),
    () =>
      page.waitForFunction(
        (previous) => {
          const sorted =
            document.querySelector('[aria-busy]')?.getAttribute('aria-busy') === 'false' &&
            document.querySelector('article h3')?.textContent !== previous;
          if (sorted) (window as unknown as { __doneAt: number }).__doneAt = performance.now();
          return sorted;
        },
        beforeSort,
        { timeout: 60_000, polling: 'raf' },
      ),
  );
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(`${profileTo}-sort.cpuprofile`, JSON.stringify(profile));
  }

  const filterMs = await timed(
    () => page.getByRole('button', { name: 'Delisted without refunds' }).click(),
    () =>
      page.waitForFunction(
        (text) => {
          const filtered = [...document.querySelectorAll('.MuiAlert-message')].some((e) =>
            e.textContent?.includes(text),
          );
          if (filtered) (window as unknown as { __doneAt: number }).__doneAt = performance.now();
          return filtered;
        },
        'No property matches this filter.',
        { timeout: 60_000, polling: 'raf' },
      ),
  );

  const heap = await page.evaluate(
    () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );

  await page.goto('/PropertyList/buckets', { waitUntil: 'commit' });
  await page.locator('table tbody tr td').first().waitFor({ timeout: 60_000 });
  const bucketsMs = await page.evaluate(() => performance.now());

  return {
    firstCardsMs,
    sortMs,
    filterMs,
    bucketsMs,
    heapMb: heap / 1024 / 1024,
    requests: { api: before.filter((r) => !r.what.startsWith('rpc')).length, rpc: rpcCount },
    timeline: trace ? timeline : [],
  };
}
