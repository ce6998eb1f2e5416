// Fails when committed generated files differ from what their sources produce:
// abis/ and contracts/artifacts/ from the contracts, openapi/ from the server's route schemas,
// generated/ from abis/ and openapi/, and deployments/31337.json from a fresh local deployment. The gas snapshot
// is checked by `npm run test:contracts` (scripts/test-contracts.ts), in the same run as the unit tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAnvil } from './lib/anvil.ts';
import { deploymentFile, deploySystem } from './lib/deploy.ts';

const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
const fail = (message: string): never => {
  console.error(`check-generated: ${message}`);
  process.exit(1);
};

if (!run('npm', ['run', '-s', 'contracts:build'])) fail('`npm run contracts:build` failed');
if (!run('npm', ['run', '-s', 'generate'])) fail('`npm run generate` failed');
const paths = ['generated', 'openapi', 'abis', 'contracts/artifacts'];
const diff = spawnSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' });
if (diff.status !== 0) fail('git status failed');
if (diff.stdout.trim() !== '') {
  console.error(diff.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...paths], { stdio: 'inherit' });
  fail(
    'generated files drifted from their sources; run `npm run contracts:build && npm run generate` and commit',
  );
}

// A fresh anvil deployment must reproduce the committed deployments/31337.json exactly.
const anvil = await startAnvil();
const dir = mkdtempSync(join(tmpdir(), 'check-deployment-'));
try {
  const outFile = join(dir, '31337.json');
  await deploySystem({ rpcUrl: anvil.rpcUrl, outFile });
  if (readFileSync(outFile, 'utf8') !== readFileSync(deploymentFile(31337), 'utf8')) {
    fail('deployments/31337.json differs from a fresh deployment; run `npm run chain` once and commit it');
  }
} finally {
  await anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  'check-generated: abis/, contracts/artifacts/, generated/, openapi/ and deployments/31337.json match',
);
