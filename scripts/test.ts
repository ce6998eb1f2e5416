// `npm test`: every suite of the product, in the order a failure is cheapest to find.
// Each stage is an npm script of its own, so any one can be run alone.
import { spawnSync } from 'node:child_process';

const stages: { name: string; script: string }[] = [
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

const only = process.argv.slice(2);
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
  process.stdout.write(`\nnpm test failed after ${total} s: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\nnpm test passed in ${total} s\n`);
