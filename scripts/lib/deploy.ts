// Deploys the contract system with viem and writes deployments/<chainId>.json.
// Order is fixed, so a fresh anvil always yields the same addresses and start block
// (deployments/31337.json is committed); tests pass `outFile` to write elsewhere.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
  type WriteContractParameters,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { bsc, bscTestnet } from 'viem/chains';
import type { Deployment } from '#core/deployment.ts';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { COMPLIANCE_ROLE, MANAGER_ROLE } from '#core/roles.ts';
import { type DeployableContract, deployContract, systemContracts } from '../../server/lib/contracts.ts';
import { ANVIL_CHAIN_ID, anvilAccount, LOCAL_ROLES, localChain } from './anvil.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type DeployOptions = {
  rpcUrl: string;
  /** Expected chain id; checked against the node when given. */
  chainId?: number;
  /** Where to write the deployment JSON; nothing is written when omitted. */
  outFile?: string;
  /** Deployer key; anvil account #0 on the local chain. Required on other chains. */
  deployerKey?: Hex;
  /** Existing stablecoin; required on BSC mainnet. Otherwise TestUSDT is deployed when omitted. */
  usdtAddress?: Address;
  /** Decimals of a deployed TestUSDT (default 18, like USDT on BSC). */
  usdtDecimals?: number;
  /** Mint 1,000,000 TestUSDT to each investor account (#3-#9). Default: on the local chain only. */
  seedInvestors?: boolean;
  /** Role holders. Local chain defaults: admin #0, managers #0 and #1, fund manager #2. Elsewhere the
   *  deployer is admin and manager unless told otherwise. A different admin gets the role and the
   *  deployer renounces it at the end. */
  /** `treasury`: where an emergency sweep may send the stablecoin (default: the admin). `compliance`: holders of
   *  COMPLIANCE_ROLE, who approve investors in the IdentityRegistry (default: the admin). */
  roles?: {
    admin?: Address;
    managers?: Address[];
    fundManager?: Address;
    treasury?: Address;
    compliance?: Address[];
  };
  /** Approve anvil's accounts #0-#9 in the IdentityRegistry (every new property requires verified receivers,
   *  docs/compliance.md), so the local tools and tests can buy. Default: on the local chain only. */
  approveLocalAccounts?: boolean;
  /** Progress lines (silent when omitted). */
  log?: (line: string) => void;
};

/** Default deployments file of a chain. */
export const deploymentFile = (chainId: number) => join(root, 'deployments', `${chainId}.json`);

/** Reads a deployments file written by `deploySystem`. */
export function readDeployment(file: string): Deployment {
  return JSON.parse(readFileSync(file, 'utf8')) as Deployment;
}

export const ONE_MILLION = 1_000_000n;

function bytecode(name: string): Hex {
  const file = join(root, 'contracts', 'artifacts', `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { bytecode: Hex }).bytecode;
}

function chainFor(id: number, rpcUrl: string): Chain {
  if (id === bsc.id) return bsc;
  if (id === bscTestnet.id) return bscTestnet;
  return localChain(rpcUrl, id);
}

/** Deploys MasterRegistry, VaultTrader, PropertyLens, IdentityRegistry (and TestUSDT when no stablecoin is given),
 *  wires roles and the VaultTrader, approves the local accounts on the local chain, optionally funds the investors, and returns the addresses. */
export async function deploySystem(options: DeployOptions): Promise<Deployment> {
  const log = options.log ?? (() => {});
  const probe = createPublicClient({ transport: http(options.rpcUrl) });
  const chainId = await probe.getChainId();
  if (options.chainId !== undefined && options.chainId !== chainId) {
    throw new Error(`RPC ${options.rpcUrl} serves chain ${chainId}, expected ${options.chainId}`);
  }
  const local = chainId === ANVIL_CHAIN_ID;
  if (chainId === bsc.id && !options.usdtAddress) {
    throw new Error(
      'BSC mainnet needs the stablecoin address (USDT_ADDRESS); TestUSDT is for test chains only',
    );
  }
  let account: Account;
  if (options.deployerKey) account = privateKeyToAccount(options.deployerKey);
  else if (local) account = anvilAccount(LOCAL_ROLES.admin);
  else throw new Error(`chain ${chainId} needs a deployer key (DEPLOYER_PRIVATE_KEY)`);

  const chain = chainFor(chainId, options.rpcUrl);
  const pollingInterval = local ? 20 : 1_000;
  const publicClient = createPublicClient({ chain, transport: http(options.rpcUrl), pollingInterval });
  const wallet = createWalletClient({
    account,
    chain,
    transport: gasMarginTransport(http(options.rpcUrl)),
    pollingInterval,
  });
  const tx = new Transactions(publicClient, wallet, log);

  const localAddress = (index: number) => anvilAccount(index).address;
  const admin = options.roles?.admin ?? account.address;
  const managers = options.roles?.managers ?? (local ? [admin, localAddress(LOCAL_ROLES.manager)] : [admin]);
  const fundManager = options.roles?.fundManager ?? (local ? localAddress(LOCAL_ROLES.fundManager) : admin);

  let usdt = options.usdtAddress;
  let startBlock: bigint | undefined;
  if (!usdt) {
    const decimals = options.usdtDecimals ?? 18;
    const deployed = await tx.deploy('TestUSDT', ['Test USDT', 'USDT', decimals, account.address]);
    usdt = deployed.address;
    startBlock = deployed.block;
  }
  const registry = await tx.deploy('MasterRegistry', [account.address]);
  startBlock ??= registry.block;
  const treasury = options.roles?.treasury ?? admin;
  const vault = await tx.deploy('VaultTrader', [registry.address, usdt, treasury]);
  const lens = await tx.deploy('PropertyLens', [registry.address]);
  // Deployed after the others, so the addresses above stay those of earlier deployments (deployments/31337.json).
  const identity = await tx.deploy('IdentityRegistry', [registry.address]);
  const implementation = await tx.deploy('PropertyToken', [
    registry.address,
    vault.address,
    identity.address,
  ]);
  const system = systemContracts(
    { public: publicClient, wallet },
    {
      MasterRegistry: registry.address,
      VaultTrader: vault.address,
      PropertyLens: lens.address,
      USDT: usdt,
      IdentityRegistry: identity.address,
    },
  );
  const send = (label: string, simulation: Promise<{ request: unknown }>) => tx.send(label, simulation);

  await send(
    'setVaultTrader',
    system.registry.simulate.setVaultTrader([vault.address, implementation.address], { account }),
  );
  for (const manager of managers) {
    await send(
      `grant manager ${manager}`,
      system.registry.simulate.grantRole([MANAGER_ROLE, manager], { account }),
    );
  }
  await send('setFundManager', system.vault.simulate.setFundManager([fundManager], { account }));
  const complianceOfficers = options.roles?.compliance ?? [admin];
  for (const officer of complianceOfficers) {
    await send(
      `grant compliance ${officer}`,
      system.registry.simulate.grantRole([COMPLIANCE_ROLE, officer], { account }),
    );
  }
  if (options.approveLocalAccounts ?? local) {
    // The deployer approves as compliance for this step only when it is not one of the officers.
    const temporary = !complianceOfficers.some((o) => getAddress(o) === getAddress(account.address));
    if (temporary) {
      await send(
        'grant compliance (deployer, for the approvals)',
        system.registry.simulate.grantRole([COMPLIANCE_ROLE, account.address], { account }),
      );
    }
    for (let index = 0; index <= 9; index++) {
      await send(
        `approve account #${index}`,
        system.identity.simulate.approve([localAddress(index), 0, 0], { account }),
      );
    }
    if (temporary) {
      await send(
        'renounce compliance (deployer)',
        system.registry.simulate.renounceRole([COMPLIANCE_ROLE, account.address], { account }),
      );
    }
  }

  if (options.seedInvestors ?? (local && !options.usdtAddress)) {
    const decimals = await system.usdt.read.decimals();
    for (const index of LOCAL_ROLES.investors) {
      const investor = localAddress(index);
      await send(
        `mint to investor #${index}`,
        system.usdt.simulate.mint([investor, ONE_MILLION * 10n ** BigInt(decimals)], { account }),
      );
    }
  }
  if (getAddress(admin) !== getAddress(account.address)) {
    // AccessControlDefaultAdminRules: the handover takes two steps. The deployer starts it here; the
    // admin completes it with acceptDefaultAdminTransfer once the registry's ADMIN_DELAY (2 days) ran out.
    await send(
      'begin admin handover',
      system.registry.simulate.beginDefaultAdminTransfer([admin], { account }),
    );
  }

  const deployment: Deployment = {
    chainId,
    MasterRegistry: registry.address,
    VaultTrader: vault.address,
    USDT: getAddress(usdt),
    PropertyLens: lens.address,
    IdentityRegistry: identity.address,
    startBlock: Number(startBlock),
  };
  if (options.outFile) {
    mkdirSync(dirname(options.outFile), { recursive: true });
    writeFileSync(options.outFile, `${JSON.stringify(deployment, null, 2)}\n`);
    log(`wrote ${options.outFile}`);
  }
  return deployment;
}

/** Sends transactions one after the other and fails loudly on a reverted receipt. */
class Transactions {
  readonly #client: PublicClient<Transport, Chain>;
  readonly #wallet: WalletClient<Transport, Chain, Account>;
  readonly #log: (line: string) => void;

  constructor(
    client: PublicClient<Transport, Chain>,
    wallet: WalletClient<Transport, Chain, Account>,
    log: (line: string) => void,
  ) {
    this.#client = client;
    this.#wallet = wallet;
    this.#log = log;
  }

  async deploy<const name extends DeployableContract>(
    name: name,
    args: Parameters<typeof deployContract<name>>[3],
  ) {
    const hash = await deployContract(this.#wallet, name, bytecode(name), args);
    const receipt = await this.#confirm(name, hash);
    if (!receipt.contractAddress) throw new Error(`${name}: no contract address in the receipt`);
    this.#log(`${name} deployed at ${receipt.contractAddress}`);
    return { address: getAddress(receipt.contractAddress), block: receipt.blockNumber };
  }

  /** Sends the request of a simulated call (so a revert fails before anything is sent) and waits for it. */
  async send(label: string, simulation: Promise<{ request: unknown }>) {
    const { request } = await simulation;
    const hash = await this.#wallet.writeContract(request as WriteContractParameters);
    await this.#confirm(label, hash);
    this.#log(label);
  }

  async #confirm(label: string, hash: Hash) {
    const receipt = await this.#client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${label}: transaction ${hash} reverted`);
    return receipt;
  }
}
