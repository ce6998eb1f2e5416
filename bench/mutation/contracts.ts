// `node bench/mutation/contracts.ts [--only <id,…>] [--file <name>] [--jobs <n>]`: mutation testing of
// contracts/src with the project's own forge tests.
//
// Every mutant of bench/mutation/contract-mutants.json replaces one exact snippet (it must occur exactly once in
// its file) and is tested alone, in a temporary copy of contracts/ (the working tree is never touched), with the
// default forge profile: `forge build <file>` first (a mutant that does not compile is "invalid": reported apart,
// left out of the score), then `forge test --fail-fast`. Forge failing kills the mutant; forge passing lets it
// survive. To spend less time compiling, the tests named after the mutated contract (test/<Contract>*.t.sol) run
// first, and only a mutant they leave alive goes on to the whole suite, so every survivor passed every test.
// Two copies run side by side (one per core). Each starts from contracts/cache and contracts/out and goes back to
// its compiled unmutated state before each mutant, so forge compiles only what the mutant touches.
// Mutants listed under `equivalent` (with the reason no test can tell them from the original) are not run and
// stay out of the score.
//
// Prints killed/survived per file, the score (killed / (killed + survived)) and every survivor with its diff.
// Asserts nothing about the score. Exits 2 when a snippet no longer occurs exactly once ("stale": the list must
// follow the contracts), 1 when the list is malformed or the unmutated suite fails, else 0.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { foundryBinary } from '../../scripts/lib/foundry.ts';

const root = join(import.meta.dirname, '..', '..');
const contractsDir = join(root, 'contracts');
const listFile = join(import.meta.dirname, 'contract-mutants.json');

const KINDS = [
  'comparison flip',
  'removed modifier',
  'removed check',
  'removed event',
  'event argument',
  'removed statement',
  'rounding swap',
  'constant change',
  'arithmetic swap',
  'boolean flip',
  'return value',
] as const;

interface Mutant {
  id: string;
  /** Path inside contracts/, e.g. `src/VaultTrader.sol`. */
  file: string;
  kind: (typeof KINDS)[number];
  /** Exact source text; must occur exactly once in `file`. */
  find: string;
  replace: string;
}
interface MutantList {
  mutants: Mutant[];
  /** id → why no test can tell the mutant from the original. */
  equivalent: Record<string, string>;
}
type Outcome = 'killed' | 'survived' | 'invalid' | 'equivalent' | 'stale';
interface Result {
  mutant: Mutant;
  outcome: Outcome;
  /** 1-based line of the snippet's start in the unmutated file. */
  line: number;
  /** killed: the first failing test (or "timeout"); invalid: the compiler's first error; else the reason. */
  detail: string;
  seconds: number;
}

const fail = (message: string): never => {
  cleanUp();
  console.error(`mutation: ${message}`);
  process.exit(1);
};

// ---------------------------------------------------------------------------------------------- options

function parseOptions(argv: string[]) {
  const options = { only: [] as string[], file: '', jobs: 2 };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--only' && value) options.only = value.split(',').map((id) => id.trim());
    else if (argv[i] === '--file' && value) options.file = value;
    else if (argv[i] === '--jobs' && value && Number(value) >= 1) options.jobs = Math.floor(Number(value));
    else fail(`unknown or incomplete option ${argv[i]} (use --only <id,…>, --file <name>, --jobs <n>)`);
    i++;
  }
  return options;
}

function loadList(): MutantList {
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as MutantList;
  if (!Array.isArray(list.mutants) || typeof list.equivalent !== 'object') fail(`${listFile}: malformed`);
  const ids = new Set<string>();
  for (const m of list.mutants) {
    if (!m.id || ids.has(m.id)) fail(`duplicate or empty mutant id ${JSON.stringify(m.id)}`);
    ids.add(m.id);
    if (!KINDS.includes(m.kind)) fail(`${m.id}: unknown kind "${m.kind}" (one of: ${KINDS.join(', ')})`);
    if (typeof m.find !== 'string' || typeof m.replace !== 'string' || m.find === m.replace || !m.find) {
      fail(`${m.id}: find and replace must be different strings`);
    }
    if (!m.file?.startsWith('src/') || !existsSync(join(contractsDir, m.file)))
      fail(`${m.id}: no file ${m.file}`);
  }
  for (const id of Object.keys(list.equivalent)) {
    if (!ids.has(id)) fail(`equivalent ${id} is not a mutant of the list`);
  }
  return list;
}

function select(list: MutantList, only: string[], file: string): Mutant[] {
  for (const id of only) if (!list.mutants.some((m) => m.id === id)) fail(`--only: no mutant ${id}`);
  const fileMatches = (m: Mutant) =>
    !file || m.file === file || basename(m.file) === file || basename(m.file, '.sol') === file;
  const chosen = list.mutants.filter((m) => (only.length === 0 || only.includes(m.id)) && fileMatches(m));
  if (chosen.length === 0) fail('no mutant matches the options');
  return chosen;
}

/** Occurrences of `snippet` in `text` (non-overlapping is enough: a snippet that repeats at all is stale). */
function occurrences(text: string, snippet: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(snippet); i >= 0; i = text.indexOf(snippet, i + 1)) at.push(i);
  return at;
}

// ---------------------------------------------------------------------------------------------- workers

interface Run {
  status: number | null;
  output: string;
  timedOut: boolean;
}

const running = new Set<ChildProcess>();
/** Temporary copies of contracts/ (removed at the end, also when interrupted). */
const copies: string[] = [];

function cleanUp() {
  for (const child of running) killGroup(child);
  for (const copy of copies.splice(0)) rmSync(join(copy, '..'), { recursive: true, force: true });
}

/** Runs forge in `cwd` (default profile), collecting stdout and stderr; kills its process group on timeout. */
function forge(cwd: string, args: string[], timeoutMs: number): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(foundryBinary('forge'), args, {
      cwd,
      env: { ...process.env, FOUNDRY_PROFILE: 'default', NO_COLOR: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ status, output, timedOut });
    });
  });
}

function killGroup(child: ChildProcess) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** A copy of contracts/ in which forge runs as in the working tree (node_modules and solc.cjs one level up). */
function makeCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mutation-'));
  const copy = join(dir, 'contracts');
  mkdirSync(copy);
  for (const entry of ['foundry.toml', 'src', 'test', 'cache', 'out']) {
    if (existsSync(join(contractsDir, entry)))
      cpSync(join(contractsDir, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(root, 'scripts', 'solc.cjs'), join(dir, 'scripts', 'solc.cjs'));
  // The cache names library sources by the path forge saw (../node_modules/… of the working tree); renamed to
  // the copy's, forge recognises them and compiles only what changed.
  const cache = join(copy, 'cache', 'solidity-files-cache.json');
  if (existsSync(cache)) {
    const text = readFileSync(cache, 'utf8');
    writeFileSync(cache, text.split(`${root}/node_modules/`).join(`${dir}/node_modules/`));
  }
  return copy;
}

const firstMatch = (text: string, pattern: RegExp) => text.match(pattern)?.[1]?.trim();

/** The first failing test forge names, e.g. `test_buy_…()` or `invariant_…()`. */
const failedTest = (output: string) =>
  firstMatch(output, /^\[FAIL.*?\]\s+((?:test|invariant)\w*\([^)]*\))/m) ??
  firstMatch(output, /^(Error:.*)$/m) ??
  'forge exited non-zero';
const compileError = (output: string) =>
  firstMatch(output, /^(Error(?: \(\d+\))?:.*)$/m) ??
  firstMatch(output, /^(error.*)$/m) ??
  'compilation failed';

/** The copy's compiled unmutated state (cache and out), kept beside it to start every mutant from. */
function saveCompiledState(copy: string) {
  for (const entry of ['cache', 'out']) {
    cpSync(join(copy, entry), join(copy, '..', `unmutated-${entry}`), { recursive: true });
  }
}

function restoreCompiledState(copy: string) {
  for (const entry of ['cache', 'out']) {
    rmSync(join(copy, entry), { recursive: true, force: true });
    cpSync(join(copy, '..', `unmutated-${entry}`), join(copy, entry), { recursive: true });
  }
}

/** The tests named after the mutated contract, e.g. test/VaultTrader*.t.sol for src/VaultTrader.sol. */
function ownTests(copy: string, mutant: Mutant): string | undefined {
  const name = basename(mutant.file, '.sol');
  const own = readdirSync(join(copy, 'test')).some((f) => f.startsWith(name) && f.endsWith('.t.sol'));
  return own ? `test/${name}*.t.sol` : undefined;
}

async function judge(copy: string, mutant: Mutant, timeoutMs: number): Promise<[Outcome, string]> {
  const build = await forge(copy, ['build', mutant.file], timeoutMs);
  if (build.timedOut) return ['invalid', 'compilation timed out'];
  if (build.status !== 0 || /Compiler run failed|^Error/m.test(build.output)) {
    return ['invalid', compileError(build.output)];
  }
  const own = ownTests(copy, mutant);
  const stages = own ? [['--match-path', own], []] : [[]];
  for (const filter of stages) {
    const test = await forge(copy, ['test', '--fail-fast', ...filter], timeoutMs);
    if (test.timedOut) return ['killed', 'timeout'];
    // A mutant that compiles alone but breaks a test's compilation is invalid too, not killed.
    if (test.status !== 0 && /Compiler run failed/.test(test.output)) {
      return ['invalid', compileError(test.output)];
    }
    if (test.status !== 0) return ['killed', failedTest(test.output)];
  }
  return ['survived', ''];
}

// ---------------------------------------------------------------------------------------------- report

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function diffOf(m: Mutant): string {
  const minus = m.find.split('\n').map((l) => `      - ${l}`);
  const plus = m.replace === '' ? ['      + (removed)'] : m.replace.split('\n').map((l) => `      + ${l}`);
  return [...minus, ...plus].join('\n');
}

function pct(killed: number, survived: number): string {
  return killed + survived === 0 ? '-' : `${((100 * killed) / (killed + survived)).toFixed(1)} %`;
}

function report(results: Result[], started: number) {
  const count = (rs: Result[], o: Outcome) => rs.filter((r) => r.outcome === o).length;
  const files = [...new Set(results.map((r) => r.mutant.file))].sort();
  const rows = files.map((file) => {
    const rs = results.filter((r) => r.mutant.file === file);
    const [k, s] = [count(rs, 'killed'), count(rs, 'survived')];
    return [
      file,
      rs.length,
      k,
      s,
      count(rs, 'equivalent'),
      count(rs, 'invalid'),
      count(rs, 'stale'),
      pct(k, s),
    ];
  });
  const header = ['file', 'mutants', 'killed', 'survived', 'equivalent', 'invalid', 'stale', 'score'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const format = (cells: (string | number)[]) =>
    cells
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${format(header)}`);
  for (const row of rows) console.log(format(row));

  const section = (title: string, outcome: Outcome, body: (r: Result) => string) => {
    const rs = results.filter((r) => r.outcome === outcome);
    if (rs.length === 0) return;
    console.log(`\n${title} (${rs.length}):`);
    for (const r of rs) console.log(body(r));
  };
  section(
    'Survivors',
    'survived',
    (r) => `  ${r.mutant.id}  ${r.mutant.file}:${r.line}  [${r.mutant.kind}]\n${diffOf(r.mutant)}`,
  );
  section(
    'Equivalent (not run)',
    'equivalent',
    (r) => `  ${r.mutant.id}  ${r.mutant.file}:${r.line}  ${r.detail}`,
  );
  section(
    'Invalid (do not compile)',
    'invalid',
    (r) => `  ${r.mutant.id}  ${r.mutant.file}:${r.line}  ${r.detail}`,
  );
  section(
    'Stale (snippet not found exactly once: update the list)',
    'stale',
    (r) => `  ${r.mutant.id}  ${r.mutant.file}  ${r.detail}`,
  );

  const [k, s] = [count(results, 'killed'), count(results, 'survived')];
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `\nmutation: ${results.length} mutants: ${k} killed, ${s} survived, ${count(results, 'equivalent')} equivalent, ` +
      `${count(results, 'invalid')} invalid, ${count(results, 'stale')} stale; score ${pct(k, s)} ` +
      `(${date}, ${minutes} min)`,
  );
}

/** Runs every queued mutant, `maxJobs` at a time, each copy after the unmutated build and suite passed in it. */
async function runAll(
  queue: { mutant: Mutant; line: number }[],
  maxJobs: number,
  sourceOf: (file: string) => string,
): Promise<Result[]> {
  const jobs = Math.max(1, Math.min(maxJobs, queue.length));
  const results: Result[] = [];
  try {
    for (let i = 0; i < jobs; i++) copies.push(makeCopy());
    // The unmutated suite must pass in every copy, else every mutant would look killed.
    const baselineStart = Date.now();
    const baseline = await Promise.all(
      copies.map(async (copy, i) => {
        const build = await forge(copy, ['build'], 20 * 60_000);
        if (build.status !== 0) return `forge build failed: ${compileError(build.output)}`;
        if (i > 0) return '';
        const test = await forge(copy, ['test'], 30 * 60_000);
        return test.status === 0 ? '' : `forge test fails without any mutant: ${failedTest(test.output)}`;
      }),
    );
    const broken = baseline.find((b) => b !== '');
    if (broken) fail(broken);
    const baselineSeconds = (Date.now() - baselineStart) / 1000;
    // A mutant may loop or stall a test; beyond this it counts as killed (a timeout).
    const timeoutMs = Math.max(300, 4 * baselineSeconds) * 1000;
    console.log(
      `mutation: unmutated build and suite pass (${baselineSeconds.toFixed(0)} s); ${jobs} mutants at a time`,
    );

    for (const copy of copies) saveCompiledState(copy);
    let done = 0;
    const total = queue.length;
    const worker = async (copy: string) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { mutant, line } = next;
        const path = join(copy, mutant.file);
        const original = sourceOf(mutant.file);
        const t0 = Date.now();
        restoreCompiledState(copy);
        writeFileSync(
          path,
          original.replace(mutant.find, () => mutant.replace),
        );
        let outcome: Outcome;
        let detail: string;
        try {
          [outcome, detail] = await judge(copy, mutant, timeoutMs);
        } finally {
          writeFileSync(path, original);
        }
        const seconds = (Date.now() - t0) / 1000;
        results.push({ mutant, outcome, line, detail, seconds });
        done++;
        console.log(
          `[${String(done).padStart(String(total).length)}/${total}] ${mutant.id.padEnd(34)} ${outcome.padEnd(8)} ` +
            `${seconds.toFixed(0).padStart(3)} s  ${detail}`,
        );
      }
    };
    await Promise.all(copies.map(worker));
  } finally {
    cleanUp();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  const list = loadList();
  const chosen = select(list, options.only, options.file);

  const sources = new Map<string, string>();
  const sourceOf = (file: string) => {
    let text = sources.get(file);
    if (text === undefined) {
      text = readFileSync(join(contractsDir, file), 'utf8');
      sources.set(file, text);
    }
    return text;
  };

  const results: Result[] = [];
  const queue: { mutant: Mutant; line: number }[] = [];
  for (const mutant of chosen) {
    const at = occurrences(sourceOf(mutant.file), mutant.find);
    const line = at.length > 0 ? lineOf(sourceOf(mutant.file), at[0] ?? 0) : 0;
    const reason = list.equivalent[mutant.id];
    if (at.length !== 1) {
      results.push({ mutant, outcome: 'stale', line, detail: `found ${at.length} times`, seconds: 0 });
    } else if (reason !== undefined) {
      results.push({ mutant, outcome: 'equivalent', line, detail: reason, seconds: 0 });
    } else {
      queue.push({ mutant, line });
    }
  }

  console.log(`mutation: ${queue.length} mutants to run (list: ${chosen.length} selected)`);
  if (queue.length > 0) results.push(...(await runAll(queue, options.jobs, sourceOf)));

  const order = new Map(list.mutants.map((m, i) => [m.id, i]));
  results.sort((a, b) => (order.get(a.mutant.id) ?? 0) - (order.get(b.mutant.id) ?? 0));
  report(results, started);
  process.exit(results.some((r) => r.outcome === 'stale') ? 2 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

await main();
