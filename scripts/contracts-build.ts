// `npm run contracts:build`: compiles the contracts with forge, then exports what the rest of the
// product uses from contracts/out:
// - abis/<Name>.json: the ABI (input of the wagmi CLI, committed);
// - contracts/artifacts/<Name>.json: the creation bytecode scripts/lib/deploy.ts deploys (committed,
//   so deploying never needs a compiler; the bytecode carries no metadata hash, see foundry.toml).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFoundry } from './lib/foundry.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Contracts whose ABI the API and the web app use. */
const abiContracts = ['MasterRegistry', 'VaultTrader', 'PropertyToken', 'PropertyLens', 'TestUSDT'];
/** Contracts scripts/lib/deploy.ts deploys (PropertyToken is deployed by the registry). */
const deployedContracts = ['MasterRegistry', 'VaultTrader', 'PropertyLens', 'TestUSDT'];

type AbiItem = { type: string; name?: string; inputs?: { type: string }[] };
type Artifact = { abi: AbiItem[]; bytecode: { object: string } };

const typeOrder = ['constructor', 'function', 'event', 'error', 'fallback', 'receive'];
const signature = (item: AbiItem) =>
  `${item.name ?? ''}(${(item.inputs ?? []).map((i) => i.type).join(',')})`;

/** ABI items in a fixed order (kind, then name and argument types), so exports never reorder. */
function sortAbi(abi: AbiItem[]): AbiItem[] {
  return [...abi].sort(
    (a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || (signature(a) < signature(b) ? -1 : 1),
  );
}

function writeJson(file: string, value: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function build() {
  const result = runFoundry('forge', ['build'], { cwd: join(root, 'contracts') });
  if (result.status !== 0) {
    console.error('contracts:build: forge build failed');
    process.exit(result.status ?? 1);
  }
  const read = (name: string): Artifact =>
    JSON.parse(readFileSync(join(root, 'contracts', 'out', `${name}.sol`, `${name}.json`), 'utf8'));
  for (const name of abiContracts) {
    writeJson(join(root, 'abis', `${name}.json`), sortAbi(read(name).abi));
  }
  for (const name of deployedContracts) {
    writeJson(join(root, 'contracts', 'artifacts', `${name}.json`), {
      contractName: name,
      bytecode: read(name).bytecode.object,
    });
  }
  console.log(
    `contracts:build: exported ${abiContracts.length} ABIs to abis/ and bytecode to contracts/artifacts/`,
  );
}

build();
