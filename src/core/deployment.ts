// Where the contracts of one chain live: the contents of deployments/<chainId>.json, written by
// scripts/deploy.ts, read by the API at start and baked into the web app by `npm run generate:contracts`.
// See docs/constants.md#deployments.

/** A 20-byte address as 0x-prefixed hex. */
export type Address = `0x${string}`;

/** The contracts every deployment has (PropertyToken clones are data: one per property). */
const DEPLOYED_CONTRACTS = [
  'MasterRegistry',
  'VaultTrader',
  'USDT',
  'PropertyLens',
  'IdentityRegistry',
] as const;
export type DeployedContract = (typeof DEPLOYED_CONTRACTS)[number];

/** Contents of deployments/<chainId>.json. */
export type Deployment = {
  chainId: number;
  MasterRegistry: Address;
  VaultTrader: Address;
  USDT: Address;
  PropertyLens: Address;
  /** The investors' allow-list and wallet recovery (docs/compliance.md). */
  IdentityRegistry: Address;
  /** Block of the first deployment transaction: where event scans start. */
  startBlock: number;
};
