// `npm test`: every suite of the product, in the order a failure is cheapest to find.
// `npm run test:quick` (`--quick`): the inner loop, without a browser, the API's database or the fuzz campaigns.
// Each stage is an npm script of its own, so any one can be run alone. Stages of one step share nothing (their own
// chains, databases, ports and temp folders) and run side by side: each keeps about one core busy, and the machine
// has two. The API tests and the production topology both use the PostgreSQL server (advisory locks are seen across
// its databases), so they never share a step. A side-by-side stage's output is kept and printed whole when it ends,
// so the log reads stage by stage.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Stage = { name: string; script: string };
/** Stages run side by side; the next step starts when all of them ended. */
type Step = Stage[];

const full: Step[] = [
  [{ name: 'lint and types', script: 'check' }],
  [{ name: 'canary: every runner can fail', script: 'test:canary' }],
  [{ name: 'generated code in sync', script: 'test:generated' }],
  [{ name: 'contracts (forge: unit, fuzz, invariants)', script: 'test:contracts' }],
  [
    {
      name: 'API integration (PGlite; the database layer on PostgreSQL too when reachable)',
      script: 'test:server',
    },
    { name: 'web unit and component tests (Vitest + MSW)', script: 'test:unit' },
    // Built once before the two stages that serve it start side by side (each builds a stale dist/ itself).
    { name: 'the production build of the web app (vite build)', script: 'build' },
  ],
  [
    { name: 'end-to-end journeys (the whole stack in Chromium)', script: 'test:e2e' },
    {
      name: 'production topology (nginx, two API processes, PostgreSQL, Redis; skipped without nginx or PostgreSQL)',
      script: 'test:production',
    },
  ],
];

/** Lint, types and boundaries; generated code in sync; the plain-function unit tests of src/ and server/lib;
 *  the contracts' unit tests with their gas snapshot. Everything here also runs in `npm test`. */
const quick: Step[] = [
  [{ name: 'lint and types', script: 'check' }],
  [{ name: 'generated code in sync', script: 'test:generated' }],
  [{ name: 'unit tests of the plain-function modules (src/core, server/lib, …)', script: 'test:logic' }],
  [{ name: 'contract unit tests and gas snapshot', script: 'test:contracts:unit' }],
];

type Outcome = { script: string; outcome: 'passed' | 'FAILED'; seconds: number; started: number };

const args = process.argv.slice(2);
const steps = args.includes('--quick') ? quick : full;
const only = args.filter((a) => a !== '--quick');
const label = steps === quick ? 'npm run test:quick' : 'npm test';
const logs = mkdtempSync(join(tmpdir(), 'npm-test-logs-'));
const started = Date.now();
const since = (t: number) => ((Date.now() - t) / 1000).toFixed(1);

/** Runs one stage's npm script; alone it writes to the terminal, beside others to a log printed when it ends. */
function runStage(stage: Stage, alone: boolean): Promise<Outcome> {
  const t0 = Date.now();
  const header = `\n=== ${stage.name} (npm run ${stage.script}) ===\n`;
  const logFile = join(logs, `${stage.script.replace(/\W/g, '_')}.log`);
  if (alone) process.stdout.write(header);
  else process.stdout.write(`--- started beside others: ${stage.name} (npm run ${stage.script}) ---\n`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', stage.script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (!alone) {
      const log = createWriteStream(logFile);
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    child.once('close', (code) => {
      const seconds = Number(since(t0));
      const outcome = code === 0 ? 'passed' : 'FAILED';
      if (!alone) process.stdout.write(`${header}${readFileSync(logFile, 'utf8')}`);
      process.stdout.write(`=== ${outcome}: ${stage.name} (${seconds.toFixed(1)} s) ===\n`);
      resolve({ script: stage.script, outcome, seconds, started: (t0 - started) / 1000 });
    });
  });
}

const times: Outcome[] = [];
const failed: string[] = [];
for (const step of steps) {
  const stages = step.filter((stage) => only.length === 0 || only.includes(stage.script));
  if (stages.length === 0) continue;
  const outcomes = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)));
  times.push(...outcomes);
  for (const [index, outcome] of outcomes.entries())
    if (outcome.outcome === 'FAILED') failed.push(stages[index]?.name ?? outcome.script);
  if (failed.length > 0 && !process.env.TEST_KEEP_GOING) break;
}
rmSync(logs, { recursive: true, force: true });

const total = since(started);
const width = Math.max(...times.map((t) => t.script.length), 'stage'.length);
process.stdout.write(`\n${'stage'.padEnd(width)}  outcome  started  seconds\n`);
for (const t of times) {
  process.stdout.write(
    `${t.script.padEnd(width)}  ${t.outcome.padEnd(7)}  ${t.started.toFixed(1).padStart(7)}  ${t.seconds.toFixed(1).padStart(7)}\n`,
  );
}
process.stdout.write(`${'total'.padEnd(width)}  ${''.padEnd(7)}  ${''.padStart(7)}  ${total.padStart(7)}\n`);
if (failed.length > 0) {
  process.stdout.write(`\n${label} failed after ${total} s: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\n${label} passed in ${total} s\n`);
