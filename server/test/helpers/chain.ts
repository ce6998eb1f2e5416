// A real chain per test file: anvil with the contracts deployed (written to a temp deployments file), plus the
// on-chain actions the suites need, signed by anvil's default accounts (#0 admin, #1 manager, #3-#9 investors).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem';
import {
  masterRegistryAbi,
  propertyTokenAbi,
  testUsdtAbi,
  vaultTraderAbi,
} from '../../../generated/contracts.ts';
import {
  ANVIL_CHAIN_ID,
  anvilAccount,
  LOCAL_ROLES,
  localChain,
  startAnvil,
} from '../../../scripts/lib/anvil.ts';
import { deploySystem } from '../../../scripts/lib/deploy.ts';
import type { Deployment } from '../../../src/core/deployment.ts';
import { MANAGER_ROLE } from '../../../src/core/roles.ts';

export const M2 = 10n ** 18n;
export const USDT = 10n ** 18n;
export const ADMIN = LOCAL_ROLES.admin;
export const MANAGER = LOCAL_ROLES.manager;
export const [INVESTOR_A = 3, INVESTOR_B = 4, INVESTOR_C = 5, INVESTOR_D = 6] = LOCAL_ROLES.investors;
export const address = (index: number) => anvilAccount(index).address;

export type TestChain = Awaited<ReturnType<typeof startTestChain>>;

export async function startTestChain() {
  const anvil = await startAnvil();
  const dir = mkdtempSync(path.join(tmpdir(), 'server-chain-'));
  const deploymentsFile = path.join(dir, `${ANVIL_CHAIN_ID}.json`);
  let deployment: Deployment;
  try {
    deployment = await deploySystem({ rpcUrl: anvil.rpcUrl, outFile: deploymentsFile });
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  const chain = localChain(anvil.rpcUrl);
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 20 });
  const wallet = (index: number) =>
    createWalletClient({
      account: anvilAccount(index),
      chain,
      transport: http(anvil.rpcUrl),
      pollingInterval: 20,
    });
  const rpc = <T>(method: string, params: unknown[] = []) =>
    client.request({ method, params } as never) as Promise<T>;

  async function confirm(hash: Hash): Promise<TransactionReceipt> {
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  async function write(index: number, request: Parameters<ReturnType<typeof wallet>['writeContract']>[0]) {
    const { request: simulated } = await client.simulateContract({
      ...request,
      account: anvilAccount(index),
    } as never);
    return confirm(await wallet(index).writeContract(simulated as never));
  }

  const registry = { address: deployment.MasterRegistry, abi: masterRegistryAbi } as const;
  const vault = { address: deployment.VaultTrader, abi: vaultTraderAbi } as const;

  return {
    rpcUrl: anvil.rpcUrl,
    deploymentsFile,
    deployment,
    client,

    /** Creates a property as the manager; returns its token address. */
    async createProperty(
      name: string,
      totalM2 = 1000n,
      pricePerM2 = 100n * USDT,
      lockSeconds = 3600n,
    ): Promise<Address> {
      const receipt = await write(MANAGER, {
        ...registry,
        functionName: 'createProperty',
        args: [name, totalM2, pricePerM2, lockSeconds],
      } as never);
      const [created] = parseEventLogs({
        abi: masterRegistryAbi,
        logs: receipt.logs,
        eventName: 'PropertyCreated',
      });
      if (!created) throw new Error('no PropertyCreated event');
      return created.args.token;
    },

    /** Buys `m2` (token base units) as `investor`, approving the exact cost first. */
    async buy(investor: number, token: Address, m2: bigint): Promise<TransactionReceipt> {
      const cost = await client.readContract({ ...vault, functionName: 'quoteBuy', args: [token, m2] });
      await write(investor, {
        address: deployment.USDT,
        abi: testUsdtAbi,
        functionName: 'approve',
        args: [deployment.VaultTrader, cost],
      } as never);
      return write(investor, { ...vault, functionName: 'buy', args: [token, m2, cost] } as never);
    },

    sell: (investor: number, token: Address, m2: bigint) =>
      write(investor, { ...vault, functionName: 'sell', args: [token, m2, 0n] } as never),

    transfer: (from: number, token: Address, to: Address, m2: bigint) =>
      write(from, {
        address: token,
        abi: propertyTokenAbi,
        functionName: 'transfer',
        args: [to, m2],
      } as never),

    delist: (token: Address, refund: boolean) =>
      write(MANAGER, { ...registry, functionName: 'delistProperty', args: [token, refund] } as never),

    grantManager: (account: Address) =>
      write(ADMIN, { ...registry, functionName: 'grantRole', args: [MANAGER_ROLE, account] } as never),

    revokeManager: (account: Address) =>
      write(ADMIN, { ...registry, functionName: 'revokeRole', args: [MANAGER_ROLE, account] } as never),

    /** Moves chain time forward (locks expire) and mines a block. */
    async increaseTime(seconds: number) {
      await rpc('evm_increaseTime', [seconds]);
      await rpc('evm_mine');
    },
    mine: (blocks = 1) => rpc('anvil_mine', [`0x${blocks.toString(16)}`]),
    snapshot: () => rpc<string>('evm_snapshot'),
    revert: (id: string) => rpc<boolean>('evm_revert', [id]),

    async stop() {
      await anvil.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
