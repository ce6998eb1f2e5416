// wagmi CLI (`npm run generate:contracts`): typed contract code from the ABIs in abis/ (exported by
// `npm run contracts:build`). Two outputs:
// - generated/contracts.ts: the ABIs only, `as const`, no React or wagmi import (the API server uses it);
// - generated/wagmi.ts: typed React hooks for the web app (wagmi's react plugin).
// Addresses are not baked in: they differ per chain and come from deployments/<chainId>.json.
import { readFileSync } from 'node:fs';
import { defineConfig } from '@wagmi/cli';
import { react } from '@wagmi/cli/plugins';
import type { Abi } from 'viem';

const names = ['MasterRegistry', 'VaultTrader', 'PropertyToken', 'PropertyLens', 'TestUSDT'];

const contracts = names.map((name) => ({
  name,
  abi: JSON.parse(readFileSync(new URL(`./abis/${name}.json`, import.meta.url), 'utf8')) as Abi,
}));

export default defineConfig([
  { out: 'generated/contracts.ts', contracts },
  { out: 'generated/wagmi.ts', contracts, plugins: [react()] },
]);
