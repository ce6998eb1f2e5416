// `npm run bench:mutation [-- --contracts | --ts] [-- <options of the chosen run>]`: both mutation runs, one after
// the other — the contracts' own mutant list (bench/mutation/contracts.ts) and Stryker over the TypeScript logic
// (bench/mutation/stryker.ts). `--contracts` or `--ts` picks one; the options after it go to that run. Prints
// what the runs print; asserts nothing about the scores.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const [choice, ...rest] = process.argv.slice(2);
const runs =
  choice === '--contracts'
    ? [['contracts.ts', rest]]
    : choice === '--ts'
      ? [['stryker.ts', rest]]
      : choice === undefined
        ? [
            ['contracts.ts', []],
            ['stryker.ts', []],
          ]
        : null;
if (!runs) {
  console.error(
    `bench/mutation/run.ts: unknown option ${choice} (use --contracts or --ts, then that run's options)`,
  );
  process.exit(1);
}
let status = 0;
for (const [script, args] of runs as [string, string[]][]) {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, script), ...args], { stdio: 'inherit' });
  status ||= run.status ?? 1;
}
process.exit(status);
