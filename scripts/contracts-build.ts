// `npm run contracts:build`: compiles the contracts with forge, then exports what the rest of the
// product uses from contracts/out:
// - abis/<Name>.json: the ABI (input of the wagmi CLI, committed);
// - contracts/artifacts/<Name>.json: the creation bytecode scripts/lib/deploy.ts deploys (committed,
//   so deploying never needs a compiler; the bytecode carries no metadata hash, see foundry.toml);
// - abis/constants.json: the value of every public constant (the ABI's argument-less view functions named
//   in capitals and answering a value, e.g. MasterRegistry.MAX_TOTAL_M2), read from a fresh local deployment,
//   so the web app's defaults and its test chain take the contracts' limits instead of copies of them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, http } from 'viem';
import { systemContracts } from '../server/lib/contracts.ts';
import { startAnvil } from './lib/anvil.ts';
import { deploySystem } from './lib/deploy.ts';
import { runFoundry } from './lib/foundry.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Contracts whose ABI the API and the web app use. */
const abiContracts = [
  'MasterRegistry',
  'VaultTrader',
  'PropertyToken',
  'PropertyLens',
  'IdentityRegistry',
  'TestUSDT',
];
/** Contracts scripts/lib/deploy.ts deploys (PropertyToken once, as the implementation every property clones). */
const deployedContracts = [
  'MasterRegistry',
  'VaultTrader',
  'PropertyToken',
  'PropertyLens',
  'IdentityRegistry',
  'TestUSDT',
];

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

/** Names of a contract's public constants: argument-less view/pure functions named in capitals. */
function constantNames(name: string): string[] {
  const abi = JSON.parse(readFileSync(join(root, 'abis', `${name}.json`), 'utf8')) as (AbiItem & {
    stateMutability?: string;
    outputs?: { type: string }[];
  })[];
  return abi
    .filter(
      (item) =>
        item.type === 'function' &&
        (item.stateMutability === 'view' || item.stateMutability === 'pure') &&
        (item.inputs ?? []).length === 0 &&
        // An address (e.g. VaultTrader.USDT) is where a deployment points, not a constant of the code.
        item.outputs?.[0]?.type !== 'address' &&
        /^[A-Z][A-Z0-9_]*$/.test(item.name ?? ''),
    )
    .map((item) => item.name as string)
    .sort();
}

async function exportConstants() {
  const anvil = await startAnvil();
  try {
    const deployment = await deploySystem({ rpcUrl: anvil.rpcUrl });
    const system = systemContracts(createPublicClient({ transport: http(anvil.rpcUrl) }), deployment);
    const contracts = {
      MasterRegistry: system.registry,
      VaultTrader: system.vault,
      PropertyLens: system.lens,
      IdentityRegistry: system.identity,
      TestUSDT: system.usdt,
    };
    const constants: Record<string, Record<string, string>> = {};
    for (const [name, contract] of Object.entries(contracts)) {
      const read = contract.read as unknown as Record<string, () => Promise<unknown>>;
      const values: Record<string, string> = {};
      for (const constant of constantNames(name)) {
        const value = await read[constant]?.();
        values[constant] = typeof value === 'bigint' ? value.toString() : String(value);
      }
      if (Object.keys(values).length > 0) constants[name] = values;
    }
    writeJson(join(root, 'abis', 'constants.json'), constants);
    console.log("contracts:build: exported the contracts' public constants to abis/constants.json");
  } finally {
    await anvil.stop();
  }
}

build();
await exportConstants();
