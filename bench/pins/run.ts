// `node bench/pins/run.ts [--only <id,…>] [--skip-e2e]` (`npm run bench:pins`): proves the table "Which test
// pins which constant" of docs/constants.md.
//
// Every entry of bench/pins/pins.json changes one constant of the product (an exact snippet of its file, which must
// occur exactly once there) into a plausible mistake (15 → 10 minutes, 568 → 600 px, …) and names the test
// file(s) that pin it by value. In one temporary copy of the repository (scripts/lib/repo-copy.ts; the working
// tree is never touched) each change is applied alone, its tests run with `npx vitest run --project <project>
// <tests…>`, and the file is restored. The run failing proves the constant "pinned"; the run passing means
// "NOT PINNED": the constant can change and no test notices. Before any change, each project's test files run
// once unchanged: a test that already fails would make every constant it names look pinned, so its entries are
// reported as "baseline fails" instead. An e2e entry starts the whole stack (vite build, anvil, the API: about
// 2 minutes a run on 2 cores); `--skip-e2e` leaves those out.
//
// Prints one line per pin as it goes (outcome, seconds, the first failing test) and a summary: pinned N of M,
// then every NOT PINNED entry with its change, the pinned ones whose run failed without a failing test (it stopped
// at startup, e.g. a build-time check of vite.config.ts, or timed out), every stale one (the snippet no longer
// occurs exactly once: the list must follow the code) and every one whose baseline fails. Exits 1 when any entry
// is not pinned, stale or without a passing baseline, or when the list is malformed; else 0.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyRepository } from '../../scripts/lib/repo-copy.ts';

const root = join(import.meta.dirname, '..', '..');
const listFile = join(import.meta.dirname, 'pins.json');

const PROJECTS = ['web', 'server', 'e2e'] as const;
type Project = (typeof PROJECTS)[number];
/** A run longer than this is stopped and counts as failed (pinned): the change made a test hang. */
const TIMEOUT_MS: Record<Project, number> = { web: 10 * 60_000, server: 10 * 60_000, e2e: 20 * 60_000 };

interface Pin {
  id: string;
  /** The constant, in the words of docs/constants.md's table. */
  constant: string;
  /** Path from the repository root, e.g. `src/api/refreshTimer.ts`. */
  file: string;
  /** Exact source text; must occur exactly once in `file`. */
  find: string;
  replace: string;
  /** The test files that pin the constant (paths from the repository root). */
  tests: string[];
  project: Project;
}
type Outcome = 'pinned' | 'NOT PINNED' | 'stale' | 'baseline fails';
interface Result {
  pin: Pin;
  outcome: Outcome;
  /** pinned: the first failing test (or "timeout", or the error that stopped the run); else the reason. */
  detail: string;
  /** pinned, but no test failed: the run stopped before (a startup error) or timed out. */
  withoutFailedTest?: boolean;
  seconds: number;
}

/** The temporary copy of the repository, removed at the end (also when interrupted). */
let copy: string | undefined;
const running = new Set<ChildProcess>();

function cleanUp() {
  for (const child of running) killGroup(child);
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
}

const fail = (message: string): never => {
  cleanUp();
  console.error(`pins: ${message}`);
  process.exit(1);
};

// ---------------------------------------------------------------------------------------------- options

function parseOptions(argv: string[]) {
  const options = { only: [] as string[], skipE2e: false };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--skip-e2e') options.skipE2e = true;
    else if (argv[i] === '--only' && value) {
      options.only = value.split(',').map((id) => id.trim());
      i++;
    } else fail(`unknown or incomplete option ${argv[i]} (use --only <id,…>, --skip-e2e)`);
  }
  return options;
}

function loadList(): Pin[] {
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as { pins?: Pin[] };
  if (!Array.isArray(list.pins) || list.pins.length === 0) fail(`${listFile}: malformed (no "pins" list)`);
  const pins = list.pins ?? [];
  const ids = new Set<string>();
  for (const pin of pins) {
    if (!pin.id || ids.has(pin.id)) fail(`duplicate or empty pin id ${JSON.stringify(pin.id)}`);
    ids.add(pin.id);
    if (!pin.constant) fail(`${pin.id}: no constant`);
    if (!PROJECTS.includes(pin.project)) fail(`${pin.id}: unknown project "${pin.project}"`);
    if (
      typeof pin.find !== 'string' ||
      typeof pin.replace !== 'string' ||
      !pin.find ||
      pin.find === pin.replace
    )
      fail(`${pin.id}: find and replace must be different strings`);
    if (!pin.file || !existsSync(join(root, pin.file))) fail(`${pin.id}: no file ${pin.file}`);
    if (!Array.isArray(pin.tests) || pin.tests.length === 0) fail(`${pin.id}: no tests`);
    for (const test of pin.tests) if (!existsSync(join(root, test))) fail(`${pin.id}: no test file ${test}`);
  }
  return pins;
}

function select(pins: Pin[], only: string[], skipE2e: boolean): Pin[] {
  for (const id of only) if (!pins.some((p) => p.id === id)) fail(`--only: no pin ${id}`);
  const chosen = pins.filter(
    (p) => (only.length === 0 || only.includes(p.id)) && !(skipE2e && p.project === 'e2e'),
  );
  if (chosen.length === 0) fail('no pin matches the options');
  return chosen;
}

/** Occurrences of `snippet` in `text` (a snippet that repeats at all is stale). */
function occurrences(text: string, snippet: string): number {
  let count = 0;
  for (let i = text.indexOf(snippet); i >= 0; i = text.indexOf(snippet, i + 1)) count++;
  return count;
}

// ---------------------------------------------------------------------------------------------- vitest

interface Run {
  status: number | null;
  output: string;
  timedOut: boolean;
  seconds: number;
}

function killGroup(child: ChildProcess) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** `npx vitest run --project <project> <tests…>` in `cwd`, in a process group of its own (anvil, the browser). */
function vitest(cwd: string, project: Project, tests: string[]): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', project, ...tests], {
      cwd,
      env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, TIMEOUT_MS[project]);
    child.on('close', (status) => {
      clearTimeout(timer);
      running.delete(child);
      // What the run left behind (an anvil, a browser) goes with it.
      killGroup(child);
      resolve({ status, output, timedOut, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Vitest's `FAIL  |web| src/x.test.ts > suite > test` lines, without the project tag. */
function failures(output: string): string[] {
  return [...output.matchAll(/^\s*FAIL\s+(?:\|[\w-]+\|\s+)?(.+?)\s*$/gm)].map((m) => m[1] ?? '');
}

const failedFile = (failure: string) => failure.split(/\s+(?:>|\[)\s*/)[0] ?? failure;

/** The first failing test vitest names, else its first error line (a startup error: no test ran). */
function firstFailure(output: string): string {
  return (
    failures(output)[0] ??
    output.match(/^\s*(\w*Error: .*)$/m)?.[1]?.trim() ??
    'vitest exited non-zero without naming a failure'
  );
}

// ---------------------------------------------------------------------------------------------- runs

/**
 * Runs each project's test files once, unchanged; returns pin id → why its baseline fails, for the pins whose
 * test files fail (all of the project's, when vitest fails without naming a file).
 */
async function baseline(dir: string, pins: Pin[]): Promise<Map<string, string>> {
  const broken = new Map<string, string>();
  for (const project of PROJECTS) {
    const ofProject = pins.filter((p) => p.project === project);
    if (ofProject.length === 0) continue;
    const tests = [...new Set(ofProject.flatMap((p) => p.tests))].sort();
    const run = await vitest(dir, project, tests);
    console.log(
      `pins: baseline ${project} (${tests.length} test file${tests.length === 1 ? '' : 's'}, unchanged): ` +
        `${run.status === 0 ? 'pass' : run.timedOut ? 'TIMEOUT' : 'FAIL'} (${run.seconds.toFixed(0)} s)`,
    );
    if (run.status === 0) continue;
    const failed = new Set(failures(run.output).map(failedFile));
    const reason = run.timedOut ? 'timeout' : firstFailure(run.output);
    if (failed.size === 0) console.error(run.output.split('\n').slice(-30).join('\n'));
    for (const pin of ofProject) {
      const own = pin.tests.filter((t) => failed.has(t));
      if (failed.size === 0 || own.length > 0)
        broken.set(pin.id, own.length > 0 ? `fails: ${own.join(', ')}` : reason);
    }
  }
  return broken;
}

async function judge(dir: string, pin: Pin, original: string): Promise<Omit<Result, 'pin'>> {
  const path = join(dir, pin.file);
  writeFileSync(
    path,
    original.replace(pin.find, () => pin.replace),
  );
  let run: Run;
  try {
    run = await vitest(dir, pin.project, pin.tests);
  } finally {
    writeFileSync(path, original);
  }
  const { seconds } = run;
  if (run.timedOut) return { outcome: 'pinned', detail: 'timeout', withoutFailedTest: true, seconds };
  if (run.status === 0) return { outcome: 'NOT PINNED', detail: 'the tests pass with the change', seconds };
  const withoutFailedTest = failures(run.output).length === 0;
  return { outcome: 'pinned', detail: firstFailure(run.output), withoutFailedTest, seconds };
}

// ---------------------------------------------------------------------------------------------- report

function diffOf(pin: Pin): string {
  return `      - ${pin.find}\n      + ${pin.replace}`;
}

function report(results: Result[], started: number) {
  const of = (outcome: Outcome) => results.filter((r) => r.outcome === outcome);
  const section = (title: string, outcome: Outcome, body: (r: Result) => string) => {
    const rs = of(outcome);
    if (rs.length === 0) return;
    console.log(`\n${title} (${rs.length}):`);
    for (const r of rs) console.log(body(r));
  };
  section(
    'NOT PINNED (the change passes its tests)',
    'NOT PINNED',
    (r) =>
      `  ${r.pin.id}  ${r.pin.constant}\n    ${r.pin.file}; tests: ${r.pin.tests.join(', ')}\n${diffOf(r.pin)}`,
  );
  const early = results.filter((r) => r.withoutFailedTest);
  if (early.length > 0) {
    console.log(
      `\nPinned, but no test failed: the run stopped before the tests or timed out (${early.length}):`,
    );
    for (const r of early) console.log(`  ${r.pin.id}  ${r.detail}`);
  }
  section(
    'Stale (snippet not found exactly once: update bench/pins/pins.json)',
    'stale',
    (r) => `  ${r.pin.id}  ${r.pin.file}  ${r.detail}`,
  );
  section(
    'Baseline fails (the unchanged tests fail: not judged)',
    'baseline fails',
    (r) => `  ${r.pin.id}  ${r.detail}`,
  );
  const judged = of('pinned').length + of('NOT PINNED').length;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `\npins: pinned ${of('pinned').length} of ${judged}; ${of('NOT PINNED').length} not pinned, ` +
      `${of('stale').length} stale, ${of('baseline fails').length} with a failing baseline ` +
      `(${results.length} entries, ${date}, ${minutes} min)`,
  );
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  const chosen = select(loadList(), options.only, options.skipE2e);

  // The copy is taken first and the snippets are looked for in it: the working tree may change meanwhile.
  const dir = copyRepository('pins-');
  copy = dir;
  const results: Result[] = [];
  const queue: { pin: Pin; original: string }[] = [];
  for (const pin of chosen) {
    const original = readFileSync(join(dir, pin.file), 'utf8');
    const count = occurrences(original, pin.find);
    if (count === 1) queue.push({ pin, original });
    else results.push({ pin, outcome: 'stale', detail: `found ${count} times`, seconds: 0 });
  }
  console.log(
    `pins: ${queue.length} of ${chosen.length} selected constants to change, one at a time, in ${dir}`,
  );

  const broken =
    queue.length > 0
      ? await baseline(
          dir,
          queue.map((q) => q.pin),
        )
      : new Map<string, string>();
  const width = String(queue.length).length;
  for (const [i, { pin, original }] of queue.entries()) {
    const reason = broken.get(pin.id);
    const result: Result = reason
      ? { pin, outcome: 'baseline fails', detail: reason, seconds: 0 }
      : { pin, ...(await judge(dir, pin, original)) };
    results.push(result);
    console.log(
      `[${String(i + 1).padStart(width)}/${queue.length}] ${pin.id.padEnd(32)} ${result.outcome.padEnd(14)} ` +
        `${result.seconds.toFixed(0).padStart(4)} s  ${result.detail}`,
    );
  }
  cleanUp();

  const order = new Map(chosen.map((p, i) => [p.id, i]));
  results.sort((a, b) => (order.get(a.pin.id) ?? 0) - (order.get(b.pin.id) ?? 0));
  report(results, started);
  process.exit(results.every((r) => r.outcome === 'pinned') ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

await main();
