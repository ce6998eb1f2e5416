// `npm run test:contracts`: the forge tests, each once (docs/architecture.md#tests). The unit tests run inside
// `forge snapshot --check`, which fails on a failing test as on a gas figure that differs from the committed
// contracts/.gas-snapshot; the fuzz and invariant suites (test/fuzz, test/invariant), which the snapshot leaves
// out, run after them. `--unit` (`npm run test:contracts:unit`, in `npm run test:quick`) stops after the unit tests.
// With other arguments (`npm run test:contracts -- --match-contract X`, as the canary does), plain
// `forge test` with those arguments runs instead.
import { runFoundry } from './lib/foundry.ts';

const HEAVY = 'test/{invariant,fuzz}/*';

const forge = (args: string[]): number => {
  const result = runFoundry('forge', args, { cwd: 'contracts' });
  if (result.error) {
    console.error(`forge: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
};

const given = process.argv.slice(2);
const unitOnly = given[0] === '--unit' && given.length === 1;
if (given.length > 0 && !unitOnly) process.exit(forge(['test', ...given]));

if (forge(['snapshot', '--check', '--no-match-path', HEAVY]) !== 0) {
  console.error(
    'test:contracts: a unit test failed, or contracts/.gas-snapshot differs from the tests\' gas (the "Diff" lines ' +
      'above; run `npm run contracts:snapshot` and commit it)',
  );
  process.exit(1);
}
if (!unitOnly) process.exit(forge(['test', '--match-path', HEAVY]));
