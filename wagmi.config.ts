// wagmi CLI (`npm run generate:contracts`): typed contract code from the ABIs in abis/ (exported by
// `npm run contracts:build`) and the addresses in deployments/<chainId>.json. Two outputs:
// - generated/contracts.ts: the ABIs only, `as const`, no React or wagmi import, for Node code (the API,
//   scripts, e2e, bench), which reaches them through server/lib/contracts.ts;
// - generated/wagmi.ts: the web app's contract code, React hooks (react plugin) and @wagmi/core actions
//   (actions plugin), with each system contract's address per chain id baked in, so no call site names an
//   ABI or an address. The stablecoin is `Usdt` there (TestUSDT's ABI: the ERC-20 calls and errors of
//   OpenZeppelin's ERC20, which USDT on BSC answers alike). PropertyToken has no fixed address: one clone
//   per property, passed per call.
// A new deployments/<chainId>.json needs `npm run generate:contracts` before a web build for that chain.
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@wagmi/cli';
import { actions, react } from '@wagmi/cli/plugins';
import type { Abi } from 'viem';
import type { Address, DeployedContract, Deployment } from '#core/deployment.ts';

const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const abi = (name: string) => read<Abi>(`./abis/${name}.json`);

const deployments = readdirSync(new URL('./deployments/', import.meta.url))
  .filter((file) => /^\d+\.json$/.test(file))
  .map((file) => read<Deployment>(`./deployments/${file}`))
  .sort((a, b) => a.chainId - b.chainId);

const addresses = (contract: DeployedContract): Record<number, Address> =>
  Object.fromEntries(deployments.map((deployment) => [deployment.chainId, deployment[contract]]));

const node = [
  'MasterRegistry',
  'VaultTrader',
  'PropertyToken',
  'PropertyLens',
  'IdentityRegistry',
  'TestUSDT',
].map((name) => ({
  name,
  abi: abi(name),
}));

const web = [
  { name: 'MasterRegistry', abi: abi('MasterRegistry'), address: addresses('MasterRegistry') },
  { name: 'VaultTrader', abi: abi('VaultTrader'), address: addresses('VaultTrader') },
  { name: 'PropertyLens', abi: abi('PropertyLens'), address: addresses('PropertyLens') },
  { name: 'IdentityRegistry', abi: abi('IdentityRegistry'), address: addresses('IdentityRegistry') },
  { name: 'Usdt', abi: abi('TestUSDT'), address: addresses('USDT') },
  { name: 'PropertyToken', abi: abi('PropertyToken') },
];

export default defineConfig([
  { out: 'generated/contracts.ts', contracts: node },
  { out: 'generated/wagmi.ts', contracts: web, plugins: [react(), actions()] },
]);
