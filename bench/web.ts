// `npm run bench:web`: Lighthouse (mobile preset, its simulated slow 4G and CPU slowdown) on the local stack,
// the same code path as `npm start` (a fresh data folder, free ports, demo data), in Debian's Chromium — never a
// downloaded browser. Prints the performance score, LCP, CLS, FCP and TBT of the home page, the catalogue and a
// property page, and the CLS of the /PropertyList redirect. Target: ≥ 90 on the three pages, CLS < 0.1
// everywhere. It asserts nothing. CHROMIUM_PATH points at another Chromium; BENCH_WEB_URL measures a running
// stack instead of starting one. The full reports go to bench/results/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../scripts/lib/free-port.ts';
import { startStack } from '../scripts/lib/stack.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);

type Row = { page: string; score: number; lcp: number; cls: number; fcp: number; tbt: number };

async function measure(port: number, page: string, url: string, run: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  // The whole report, for a closer look (bench/results/ is not committed).
  const results = join(import.meta.dirname, 'results');
  mkdirSync(results, { recursive: true });
  // One report per run (…-2.json for the second), so a slow run can be looked at afterwards.
  const suffix = run > 0 ? `-${run + 1}` : '';
  writeFileSync(
    join(results, `lighthouse-${page.replace(/[^a-z]+/gi, '-')}${suffix}.json`),
    JSON.stringify(lhr),
  );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
  };
}

const given = process.env.BENCH_WEB_URL;
const dataDir = given ? null : mkdtempSync(join(tmpdir(), 'bench-web-'));
const stack = dataDir
  ? await startStack({
      dataDir,
      port: await freePort(),
      chainPort: 0,
      log: (line) => process.stdout.write(`[stack] ${line}\n`),
    })
  : null;
const base = (given ?? stack?.url ?? '').replace(/\/$/, '');
// The scores depend on what else the machine runs: its load average is printed with them.
const loadBefore = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-domain-reliability',
    '--disable-sync',
    '--no-first-run',
    '--no-default-browser-check',
  ],
});
try {
  const catalogue = (await (await fetch(`${base}/api/properties/validated-catalog/`)).json()) as {
    contract_address: string;
  }[];
  const property = catalogue[0]?.contract_address;
  const pages: [string, string][] = [
    ['/', `${base}/`],
    ['/catalog', `${base}/catalog`],
    ...(property ? ([['/catalog/{address}', `${base}/catalog/${property}`]] as [string, string][]) : []),
    ['/PropertyList (redirect)', `${base}/PropertyList`],
  ];
  const rows: Row[] = [];
  for (const [page, url] of pages) {
    for (let run = 0; run < RUNS; run++) {
      // Lighthouse now and then loses the trace (NO_NAVSTART): one more try before reporting it.
      const row = await measure(chrome.port, page, url, run).catch(() =>
        measure(chrome.port, page, url, run),
      );
      rows.push(row);
    }
  }
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  process.stdout.write(
    `\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset, ${CHROMIUM} (target: ≥ 90, CLS < 0.1)\n` +
      `load average (1, 5, 15 min) before: ${loadBefore}, after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  process.stdout.write(`${'page'.padEnd(26)}score      LCP    CLS      FCP      TBT\n`);
  for (const row of rows) {
    process.stdout.write(
      `${row.page.padEnd(26)}${String(row.score).padStart(5)} ${ms(row.lcp)} ${row.cls.toFixed(3).padStart(6)} ${ms(row.fcp)} ${ms(row.tbt)}\n`,
    );
  }
} finally {
  chrome.kill();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
