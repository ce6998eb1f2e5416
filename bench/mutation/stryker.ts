// `node bench/mutation/stryker.ts [--concurrency <n>] [--mutate <glob,…>] [--survivors]`: mutation testing of the
// TypeScript plain-function modules with Stryker (bench/mutation/stryker.config.json lists them: src/core, the
// rule modules of src/lib, src/api and src/admin, server/lib) against the Node-only Vitest project of
// bench/mutation/vitest.logic.config.ts.
//
// Stryker mutates a sandbox copy (.stryker-tmp/, removed afterwards), never the working tree. Prints the score per
// file (killed + timed out) / (killed + timed out + survived + not covered), the total, and with --survivors every
// surviving mutant with its place and replacement. Asserts nothing about the score; exits non-zero only when
// Stryker itself fails (e.g. the unmutated tests fail). The full report is bench/results/stryker.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const config = relative(root, join(import.meta.dirname, 'stryker.config.json'));
const reportFile = join(root, 'bench', 'results', 'stryker.json');

type Status =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';
interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: Status;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

function fail(message: string): never {
  console.error(`bench/mutation/stryker.ts: ${message}`);
  process.exit(1);
}

function parseOptions(argv: string[]) {
  const options = { concurrency: 2, mutate: undefined as string | undefined, survivors: false };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--concurrency' && value && Number(value) >= 1)
      options.concurrency = Math.floor(Number(value));
    else if (argv[i] === '--mutate' && value) options.mutate = value;
    else if (argv[i] === '--survivors') {
      options.survivors = true;
      continue;
    } else
      fail(`unknown or incomplete option ${argv[i]} (use --concurrency <n>, --mutate <glob,…>, --survivors)`);
    i++;
  }
  return options;
}

/** Stryker's mutation score of some mutants: detected / valid, in percent (null when none is valid). */
export function mutationScore(mutants: readonly Pick<Mutant, 'status'>[]): {
  detected: number;
  undetected: number;
  score: number | null;
} {
  const detected = mutants.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
  const undetected = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage').length;
  const valid = detected + undetected;
  return { detected, undetected, score: valid === 0 ? null : (detected / valid) * 100 };
}

function printReport(report: Report, survivors: boolean) {
  const rows = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...rows.map(([file]) => file.length), 4);
  console.log(`\n${'file'.padEnd(width)}  killed  survived  score`);
  const all: Mutant[] = [];
  for (const [file, { mutants }] of rows) {
    all.push(...mutants);
    const { detected, undetected, score } = mutationScore(mutants);
    const shown = score === null ? '  n/a' : `${score.toFixed(1).padStart(5)} %`;
    console.log(
      `${file.padEnd(width)}  ${String(detected).padStart(6)}  ${String(undetected).padStart(8)}  ${shown}`,
    );
  }
  const total = mutationScore(all);
  console.log(
    `\nTypeScript mutation score: ${total.score?.toFixed(2) ?? 'n/a'} % (${total.detected} killed, ${total.undetected} survived, ${new Date().toISOString().slice(0, 10)})`,
  );
  if (!survivors) return;
  console.log('\nSurvivors:');
  for (const [file, { mutants }] of rows) {
    for (const m of mutants) {
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      const at = `${file}:${m.location.start.line}:${m.location.start.column}`;
      console.log(
        `  ${at} ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no test covers it)' : ''}: ${m.replacement ?? ''}`,
      );
    }
  }
}

if (import.meta.main) {
  const options = parseOptions(process.argv.slice(2));
  const args = [
    'stryker',
    'run',
    config,
    '--concurrency',
    String(options.concurrency),
    '--reporters',
    'json,progress',
  ];
  if (options.mutate) args.push('--mutate', options.mutate);
  const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) fail(`stryker exited with ${run.status ?? run.signal}`);
  if (!existsSync(reportFile)) fail(`no report at ${reportFile}`);
  printReport(JSON.parse(readFileSync(reportFile, 'utf8')) as Report, options.survivors);
}
