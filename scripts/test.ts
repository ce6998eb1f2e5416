// `npm test`: every suite of the product, in the order a failure is cheapest to find.
// `npm run test:quick` (`--quick`): the inner loop, without a browser, the API's database or the fuzz campaigns.
// Each stage is an npm script of its own, so any one can be run alone.
import { spawnSync } from 'node:child_process';

type Stage = { name: string; script: string };

const full: Stage[] = [
  { name: 'lint and types', script: 'check' },
  { name: 'canary: every runner can fail', script: 'test:canary' },
  { name: 'generated code in sync', script: 'test:generated' },
  { name: 'contracts (forge: unit, fuzz, invariants)', script: 'test:contracts' },
  { name: 'API integration (PGlite, and PostgreSQL when reachable)', script: 'test:server' },
  { name: 'web unit and component tests (Vitest + MSW)', script: 'test:unit' },
  { name: 'end-to-end journeys (the whole stack in Chromium)', script: 'test:e2e' },
  {
    name: 'production topology (nginx, two API processes, PostgreSQL, Redis; skipped without nginx or PostgreSQL)',
    script: 'test:production',
  },
];

/** Lint, types and boundaries; generated code in sync; the plain-function unit tests of src/ and server/lib;
 *  the contracts' unit tests with their gas snapshot. Everything here also runs in `npm test`. */
const quick: Stage[] = [
  { name: 'lint and types', script: 'check' },
  { name: 'generated code in sync', script: 'test:generated' },
  { name: 'unit tests of the plain-function modules (src/core, server/lib, …)', script: 'test:logic' },
  { name: 'contract unit tests and gas snapshot', script: 'test:contracts:unit' },
];

const args = process.argv.slice(2);
const stages = args.includes('--quick') ? quick : full;
const only = args.filter((a) => a !== '--quick');
const label = stages === quick ? 'npm run test:quick' : 'npm test';
const failed: string[] = [];
/** Each stage run, with its outcome and seconds: printed as a table at the end, so growth shows in every CI log. */
const times: { script: string; outcome: string; seconds: number }[] = [];
const started = Date.now();
for (const stage of stages) {
  if (only.length > 0 && !only.includes(stage.script)) continue;
  const t0 = Date.now();
  process.stdout.write(`\n=== ${stage.name} (npm run ${stage.script}) ===\n`);
  const result = spawnSync('npm', ['run', '-s', stage.script], { stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  times.push({
    script: stage.script,
    outcome: result.status === 0 ? 'passed' : 'FAILED',
    seconds: Number(seconds),
  });
  if (result.status !== 0) {
    failed.push(stage.name);
    process.stdout.write(`=== FAILED: ${stage.name} (${seconds} s) ===\n`);
    if (!process.env.TEST_KEEP_GOING) break;
  } else {
    process.stdout.write(`=== passed: ${stage.name} (${seconds} s) ===\n`);
  }
}
const total = ((Date.now() - started) / 1000).toFixed(1);
const width = Math.max(...times.map((t) => t.script.length), 'stage'.length);
process.stdout.write(`\n${'stage'.padEnd(width)}  outcome  seconds\n`);
for (const t of times) {
  process.stdout.write(
    `${t.script.padEnd(width)}  ${t.outcome.padEnd(7)}  ${t.seconds.toFixed(1).padStart(7)}\n`,
  );
}
process.stdout.write(`${'total'.padEnd(width)}  ${''.padEnd(7)}  ${total.padStart(7)}\n`);
if (failed.length > 0) {
  process.stdout.write(`\n${label} failed after ${total} s: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\n${label} passed in ${total} s\n`);
