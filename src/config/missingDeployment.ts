// Why a build for a chain cannot talk to its contracts: vite.config.ts fails such a build with this text and
// src/config/contracts.ts throws it at run time. No imports: the Vite config loads this file too.
export const missingDeploymentMessage = (chainId: number): string =>
  `No contract deployment for chain ${chainId}: write deployments/${chainId}.json (scripts/deploy.ts), ` +
  'then run `npm run generate:contracts` so generated/wagmi.ts carries its addresses.';
