// A real chain per test file: anvil with the contracts deployed (from the state saved once, or deployed anew), plus the
// on-chain actions the suites need, signed by anvil's default accounts (#0 admin, #1 manager, #3-#9 investors).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  maxUint256,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import type { Deployment } from '#core/deployment.ts';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { COMPLIANCE_ROLE, MANAGER_ROLE } from '#core/roles.ts';
import {
  ANVIL_CHAIN_ID,
  anvilAccount,
  LOCAL_ROLES,
  localChain,
  startAnvil,
} from '../../../scripts/lib/anvil.ts';
import { deploySystem, readDeployment } from '../../../scripts/lib/deploy.ts';
import type { DeployedState } from '../../../scripts/lib/deployed-state.ts';
import { registryEvents, systemContracts } from '../../lib/contracts.ts';

export const M2 = 10n ** 18n;
export const USDT = 10n ** 18n;
export const ADMIN = LOCAL_ROLES.admin;
export const MANAGER = LOCAL_ROLES.manager;
export const FUND_MANAGER = LOCAL_ROLES.fundManager;
/** A wallet that holds COMPLIANCE_ROLE alone once `grantCompliance` ran (the local deploy grants it to #0 only). */
export const COMPLIANCE_OFFICER = LOCAL_ROLES.compliance;
export const [INVESTOR_A = 3, INVESTOR_B = 4, INVESTOR_C = 5, INVESTOR_D = 6] = LOCAL_ROLES.investors;
export const address = (index: number) => anvilAccount(index).address;

export type TestChain = Awaited<ReturnType<typeof startTestChain>>;

/**
 * Starts anvil with the system deployed. From `deployed` (the state the server project's global setup saved once,
 * scripts/lib/deployed-state.ts) the node starts in a fraction of a second; without it (the benches) the system is
 * deployed on the new node, and its deployment file is written to a temp folder. A `restartable` chain keeps its own
 * state file, as `npm start`'s sandbox does, so that `restart` stops the node and starts it again from it.
 */
export async function startTestChain(
  deployed?: Pick<DeployedState, 'stateFile' | 'deploymentsFile'>,
  { restartable = false }: { restartable?: boolean } = {},
) {
  const dir = deployed && !restartable ? null : mkdtempSync(path.join(tmpdir(), 'server-chain-'));
  const stateFile = restartable ? path.join(dir as string, 'state.json') : undefined;
  if (stateFile && deployed) copyFileSync(deployed.stateFile, stateFile);
  let anvil = await startAnvil(stateFile ? { stateFile } : deployed ? { loadState: deployed.stateFile } : {});
  const deploymentsFile = deployed?.deploymentsFile ?? path.join(dir as string, `${ANVIL_CHAIN_ID}.json`);
  let deployment: Deployment;
  try {
    deployment = deployed
      ? readDeployment(deploymentsFile)
      : await deploySystem({ rpcUrl: anvil.rpcUrl, outFile: deploymentsFile });
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
      transport: gasMarginTransport(http(anvil.rpcUrl)),
      pollingInterval: 20,
    });
  const rpc = <T>(method: string, params: unknown[] = []) =>
    client.request({ method, params } as never) as Promise<T>;

  async function confirm(hash: Hash): Promise<TransactionReceipt> {
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  /** The contracts as anvil account `index` sends to them. */
  const as = (index: number) => systemContracts({ public: client, wallet: wallet(index) }, deployment);
  const reader = systemContracts(client, deployment);
  /** Sends a simulated call's request (a revert fails before anything is sent) and waits for it. */
  async function send(index: number, simulation: Promise<{ request: unknown }>) {
    const { request } = await simulation;
    return confirm(await wallet(index).writeContract(request as never));
  }
  const from = (index: number) => ({ account: anvilAccount(index) });
  /** Moves the clock `seconds` forward and mines one block, with no transaction in it; returns that block. */
  async function passTime(seconds: number) {
    await rpc('evm_increaseTime', [seconds]);
    await rpc('evm_mine');
    return client.getBlock({ blockTag: 'latest' });
  }
  /** The announced closure of `token` once its notice ran out: the clock passes it and the manager applies it. */
  async function closeAfterNotice(token: Address) {
    await passTime(Number(await reader.registry.read.CLOSURE_NOTICE()) + 1);
    return send(MANAGER, as(MANAGER).registry.simulate.applyClosure([token], from(MANAGER)));
  }

  return {
    rpcUrl: anvil.rpcUrl,
    deploymentsFile,
    deployment,
    client,
    reader,

    /** Creates a property as the manager; returns its token address. */
    async createProperty(
      name: string,
      totalM2 = 1000n,
      pricePerM2 = 100n * USDT,
      lockSeconds = 86_400n,
    ): Promise<Address> {
      const receipt = await send(
        MANAGER,
        as(MANAGER).registry.simulate.createProperty([name, totalM2, pricePerM2, lockSeconds], from(MANAGER)),
      );
      const [created] = registryEvents(receipt.logs, 'PropertyCreated');
      if (!created) throw new Error('no PropertyCreated event');
      return created.args.token;
    },

    /** Buys `m2` (token base units) as `investor`, approving the exact cost first. */
    async buy(investor: number, token: Address, m2: bigint): Promise<TransactionReceipt> {
      const cost = await reader.vault.read.quoteBuy([token, m2]);
      const investorContracts = as(investor);
      await send(
        investor,
        investorContracts.usdt.simulate.approve([deployment.VaultTrader, cost], from(investor)),
      );
      return send(
        investor,
        investorContracts.vault.simulate.buy([token, m2, cost, maxUint256, maxUint256], from(investor)),
      );
    },

    /** The fund manager distributes `amount` of income to `token` (test USDT minted and approved first). */
    async distributeIncome(token: Address, amount: bigint): Promise<TransactionReceipt> {
      const fundManager = anvilAccount(FUND_MANAGER).address;
      await send(ADMIN, as(ADMIN).usdt.simulate.mint([fundManager, amount], from(ADMIN)));
      await send(
        FUND_MANAGER,
        as(FUND_MANAGER).usdt.simulate.approve([deployment.VaultTrader, amount], from(FUND_MANAGER)),
      );
      return send(
        FUND_MANAGER,
        as(FUND_MANAGER).vault.simulate.distributeIncome(
          [token, amount, 1_700_000_000n, 1_702_592_000n],
          from(FUND_MANAGER),
        ),
      );
    },

    claimIncome: (holder: number, tokens: Address[]) =>
      send(holder, as(holder).vault.simulate.claimIncome([tokens], from(holder))),

    /** `holder` spends its income from `token` on `m2` more M2 at the quoted cost. */
    async reinvestIncome(holder: number, token: Address, m2: bigint): Promise<TransactionReceipt> {
      const cost = await reader.vault.read.quoteBuy([token, m2]);
      return send(
        holder,
        as(holder).vault.simulate.reinvestIncome([token, m2, cost, maxUint256, maxUint256], from(holder)),
      );
    },

    sell: (investor: number, token: Address, m2: bigint) =>
      send(investor, as(investor).vault.simulate.sell([token, m2, 0n, maxUint256], from(investor))),

    transfer: (sender: number, token: Address, to: Address, m2: bigint) =>
      send(sender, as(sender).token(token).simulate.transfer([to, m2], from(sender))),

    claimRefund: (holder: number, token: Address) =>
      send(holder, as(holder).vault.simulate.claimRefund([token], from(holder))),

    /**
     * Delists `token` for good. With a refund at once; without, the manager announces it (buys stop,
     * ClosureAnnounced), the chain's clock passes the closure notice and the manager applies it
     * (docs/money-rules.md#closures). Returns the receipt of the transaction that delisted.
     */
    async delist(token: Address, refund: boolean): Promise<TransactionReceipt> {
      const sent = await send(
        MANAGER,
        as(MANAGER).registry.simulate.delistProperty([token, refund], from(MANAGER)),
      );
      return refund ? sent : closeAfterNotice(token);
    },

    /** Announces the delisting of `token` without refund (buys stop at once; ClosureAnnounced, kind 2). */
    announceDelisting: (token: Address) =>
      send(MANAGER, as(MANAGER).registry.simulate.delistProperty([token, false], from(MANAGER))),

    /** Ends selling back of `token` for good: announced, the notice passed, applied (SellEnabledUpdated). */
    async disableSellBack(token: Address): Promise<TransactionReceipt> {
      await send(MANAGER, as(MANAGER).registry.simulate.setSellEnabled([token, false], from(MANAGER)));
      return closeAfterNotice(token);
    },

    /** The manager applies the announced closure of `token` (its notice must have run out). */
    applyClosure: (token: Address) =>
      send(MANAGER, as(MANAGER).registry.simulate.applyClosure([token], from(MANAGER))),

    /** The manager withdraws the announced closure of `token` (ClosureCancelled). */
    cancelClosure: (token: Address) =>
      send(MANAGER, as(MANAGER).registry.simulate.cancelClosure([token], from(MANAGER))),

    /** Compliance (the admin, #0, on a local deploy) approves `account` in the IdentityRegistry: every new
     *  property requires verified receivers, and the deploy approved only anvil's #0-#9 (docs/compliance.md). */
    approveInvestor: (account: Address) =>
      send(ADMIN, as(ADMIN).identity.simulate.approve([account, 0, 0], from(ADMIN))),

    grantCompliance: (account: Address) =>
      send(ADMIN, as(ADMIN).registry.simulate.grantRole([COMPLIANCE_ROLE, account], from(ADMIN))),

    revokeCompliance: (account: Address) =>
      send(ADMIN, as(ADMIN).registry.simulate.revokeRole([COMPLIANCE_ROLE, account], from(ADMIN))),

    grantManager: (account: Address) =>
      send(ADMIN, as(ADMIN).registry.simulate.grantRole([MANAGER_ROLE, account], from(ADMIN))),

    /** The manager proposes `price` (within ±20 %) and the fund manager confirms it (in force 2 days later). */
    async changePrice(token: Address, price: bigint): Promise<TransactionReceipt> {
      await send(MANAGER, as(MANAGER).registry.simulate.proposePrice([token, price], from(MANAGER)));
      return send(
        FUND_MANAGER,
        as(FUND_MANAGER).registry.simulate.confirmPrice([token, price], from(FUND_MANAGER)),
      );
    },

    /** The manager cancels the proposal or the confirmed price not yet in force (PriceChangeCancelled). */
    cancelPriceChange: (token: Address) =>
      send(MANAGER, as(MANAGER).registry.simulate.cancelPriceChange([token], from(MANAGER))),

    setLockDuration: (token: Address, seconds: bigint) =>
      send(MANAGER, as(MANAGER).registry.simulate.setLockDuration([token, seconds], from(MANAGER))),
    /** Enables selling back at once, or announces that it ends (ClosureAnnounced, kind 1): see `disableSellBack`. */
    setSellEnabled: (token: Address, enabled: boolean) =>
      send(MANAGER, as(MANAGER).registry.simulate.setSellEnabled([token, enabled], from(MANAGER))),

    /** The admin deposits `amount` (test USDT minted and approved first) into the bucket of `token`. */
    async deposit(token: Address, amount: bigint): Promise<TransactionReceipt> {
      await send(ADMIN, as(ADMIN).usdt.simulate.mint([anvilAccount(ADMIN).address, amount], from(ADMIN)));
      await send(ADMIN, as(ADMIN).usdt.simulate.approve([deployment.VaultTrader, amount], from(ADMIN)));
      return send(ADMIN, as(ADMIN).vault.simulate.manualDeposit([token, amount], from(ADMIN)));
    },
    /**
     * The admin pays the treasury (the admin, #0, on a local deploy) what may leave the bucket of `token` now
     * (zero address = general bucket): the free share of the period and an announced withdrawal whose notice ran
     * out (docs/money-rules.md#withdrawals).
     */
    withdraw: (token: Address) =>
      send(
        ADMIN,
        as(ADMIN).vault.simulate.withdrawFromBucket([token, anvilAccount(ADMIN).address], from(ADMIN)),
      ),

    /** The admin announces a withdrawal of up to `amount` from the bucket of `token` (WithdrawalAnnounced). */
    announceWithdrawal: (token: Address, amount: bigint) =>
      send(ADMIN, as(ADMIN).vault.simulate.announceWithdrawal([token, amount], from(ADMIN))),

    /** The admin withdraws the announced withdrawal of `token` (WithdrawalCancelled). */
    cancelWithdrawal: (token: Address) =>
      send(ADMIN, as(ADMIN).vault.simulate.cancelWithdrawal([token], from(ADMIN))),

    /** Empties the bucket of `token` to the treasury: announced whole, the notice passed, withdrawn. */
    async withdrawAll(token: Address): Promise<TransactionReceipt> {
      const balance =
        token === zeroAddress
          ? await reader.vault.read.generalBucket()
          : (await reader.lens.read.getPropertyView([token])).bucketBalance;
      await send(ADMIN, as(ADMIN).vault.simulate.announceWithdrawal([token, balance], from(ADMIN)));
      await passTime(Number(await reader.vault.read.WITHDRAW_NOTICE()) + 1);
      return send(
        ADMIN,
        as(ADMIN).vault.simulate.withdrawFromBucket([token, anvilAccount(ADMIN).address], from(ADMIN)),
      );
    },

    /** The admin, a compliance officer of the local deployment, works the allow-list (docs/audit-log.md#actions). */
    freezeInvestor: (account: Address) =>
      send(ADMIN, as(ADMIN).identity.simulate.freeze([account, []], from(ADMIN))),
    unfreezeInvestor: (account: Address) =>
      send(ADMIN, as(ADMIN).identity.simulate.unfreeze([account], from(ADMIN))),
    revokeInvestor: (account: Address) =>
      send(ADMIN, as(ADMIN).identity.simulate.revoke([account], from(ADMIN))),

    pause: () => send(ADMIN, as(ADMIN).vault.simulate.pause(from(ADMIN))),
    unpause: () => send(ADMIN, as(ADMIN).vault.simulate.unpause(from(ADMIN))),

    revokeManager: (account: Address) =>
      send(ADMIN, as(ADMIN).registry.simulate.revokeRole([MANAGER_ROLE, account], from(ADMIN))),

    /** Moves chain time forward (locks expire) and mines a block. */
    increaseTime: passTime,
    mine: (blocks = 1) => rpc('anvil_mine', [`0x${blocks.toString(16)}`]),
    snapshot: () => rpc<string>('evm_snapshot'),
    revert: (id: string) => rpc<boolean>('evm_revert', [id]),

    /**
     * Stops the node, which writes its state file, and starts it again from that file on the same port, as a restart
     * of `npm start` does: the chain keeps its blocks, logs and clock (time never goes back, scripts/lib/anvil.ts).
     */
    async restart() {
      if (!stateFile) throw new Error('this test chain was not started restartable');
      await anvil.stop();
      anvil = await startAnvil({ stateFile, port: anvil.port });
    },

    async stop() {
      await anvil.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
