// The in-memory stand-in for the chain that the console test files not moved to the real contracts yet still use
// (renderAdmin in src/admin/test/renderAdmin.tsx: all properties, buckets, investors, recoveries, roles); every
// other web test runs on anvil (src/test/testChain.ts, docs/architecture.md#the-chain-of-the-web-tests). It answers
// the calls those screens make with the generated ABIs' encoding and takes the registry's limits from
// abis/constants.json, but what remains here re-implements the console's contract rules — registry management
// (price proposals and notice, lock, sell flag, delisting, roles, admin transfer), the VaultTrader's admin
// functions (fund manager, treasury, deposit, withdraw, refund pools) and the IdentityRegistry (allow-list,
// freezes, recoveries) — so it goes once those files move to renderAdminOnChain. The investor's rules (buy, sell,
// income, refunds) and income distribution are gone: no test uses them any more.
import {
  type Abi,
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionResult,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  toHex,
  zeroAddress,
  zeroHash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import contractConstants from '../../abis/constants.json';
import {
  identityRegistryAbi,
  masterRegistryAbi,
  propertyLensAbi,
  propertyTokenAbi,
  usdtAbi,
  vaultTraderAbi,
} from '../../generated/wagmi.ts';
import { contractAddresses } from '../config/contracts.ts';
import { COMPLIANCE_ROLE, MANAGER_ROLE } from '../core/roles.ts';
import { ANVIL_ACCOUNTS } from '../wallet/anvilAccounts.ts';

const E18 = 10n ** 18n;

export { MANAGER_ROLE };

export interface FakeProperty {
  token: Address;
  name: string;
  totalM2: bigint;
  initialPrice: bigint;
  currentPrice: bigint;
  lockDuration: bigint;
  soldM2: bigint;
  bucket: bigint;
  listed: boolean;
  sellEnabled: boolean;
  refund: boolean;
  /** The refund price of a refund delisting at another price than the one in force. */
  refundPrice?: bigint;
  /** The refund pool of a refund delisting (VaultTrader.refundPools); a full, open pool when not set. */
  refundPool?: {
    target: bigint;
    funded: bigint;
    paid: bigint;
    soldM2: bigint;
    deadline: bigint;
    open: boolean;
  };
  /** An announced price and the chain time (s) it applies from (PropertyToken.pendingPrice). */
  pendingPrice?: { price: bigint; effectiveAt: bigint };
}

interface Position {
  balance: bigint;
  locked: bigint;
  unlockTime: bigint;
}

export interface RpcRequest {
  id?: number | string;
  jsonrpc?: string;
  method: string;
  params?: unknown[];
}

export class Revert extends Error {
  readonly data: Hex;
  constructor(abi: Abi, errorName: string, args: readonly unknown[] = []) {
    super(`execution reverted: ${errorName}`);
    this.data = encodeErrorResult({ abi, errorName, args } as Parameters<typeof encodeErrorResult>[0]);
  }
}

class RpcError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const key = (...parts: string[]) => parts.map((p) => p.toLowerCase()).join(':');

// The registry's limits as its code defines them (exported by `npm run contracts:build`), not copies.
const MAX_LOCK_DURATION = BigInt(contractConstants.MasterRegistry.MAX_LOCK_DURATION);
const MIN_LOCK_DURATION = BigInt(contractConstants.MasterRegistry.MIN_LOCK_DURATION);
const MAX_PRICE_STEP_BPS = BigInt(contractConstants.MasterRegistry.MAX_PRICE_STEP_BPS);
const MAX_NAME_LENGTH = BigInt(contractConstants.MasterRegistry.MAX_NAME_LENGTH);
const MAX_TOTAL_M2 = BigInt(contractConstants.MasterRegistry.MAX_TOTAL_M2);
const PRICE_NOTICE = BigInt(contractConstants.MasterRegistry.PRICE_NOTICE);

interface Log {
  abi: Abi;
  address: Address;
  eventName: string;
  args: Record<string, unknown>;
}

class Rejected extends Error {}

/** What the next send of a function does instead of succeeding. */
export type Failure = 'reject' | { errorName: string; args?: readonly unknown[]; abi?: Abi };

type Outcome = { result: unknown; logs: Log[] };

function encodeLog({ abi, address, eventName, args }: Log, index: number, tx: { hash: Hex; block: bigint }) {
  const event = abi.find((item) => item.type === 'event' && item.name === eventName);
  if (event?.type !== 'event') throw new Error(`no event ${eventName}`);
  const topics = encodeEventTopics({ abi, eventName, args } as Parameters<typeof encodeEventTopics>[0]);
  const data = event.inputs.filter((input) => !input.indexed);
  return {
    address,
    topics,
    data: encodeAbiParameters(
      data,
      data.map((input) => args[input.name ?? '']),
    ),
    blockNumber: numberToHex(tx.block),
    blockHash: keccak256(toHex(`block-${tx.block}`)),
    transactionHash: tx.hash,
    transactionIndex: '0x0',
    logIndex: numberToHex(index),
    removed: false,
  };
}

export class FakeChain {
  readonly addresses = contractAddresses();
  /**
   * The IdentityRegistry's allow-list: every account is approved unless a test says otherwise (the local deploy
   * approves anvil's accounts); `compliance` may approve, revoke, freeze and unfreeze (the admin by default).
   */
  readonly identities = new Map<
    string,
    { approved: boolean; frozen: boolean; country: number; expiry: number }
  >();
  readonly compliance = new Set<string>();
  /** Announced recoveries by lost wallet, and the executions sent (lost wallet and properties), in order. */
  readonly recoveries = new Map<string, { replacement: string; readyAt: bigint }>();
  readonly executedRecoveries: { lost: string; tokens: string[] }[] = [];
  readonly properties = new Map<string, FakeProperty>();
  readonly usdtBalances = new Map<string, bigint>();
  readonly allowances = new Map<string, bigint>();
  readonly positions = new Map<string, Position>();
  readonly admins = new Set<string>([ANVIL_ACCOUNTS[0]?.address.toLowerCase() ?? '']);
  readonly managers = new Set<string>();
  fundManager: Address = ANVIL_ACCOUNTS[2]?.address ?? zeroAddress;
  /** The announced replacement of the fund manager and when it may accept (zero when none). */
  pendingFundManager: readonly [Address, bigint] = [zeroAddress, 0n];
  /** AccessControlDefaultAdminRules: the admin transfer under way (new admin, when it may accept). */
  pendingAdmin: readonly [Address, number] = [zeroAddress, 0];
  treasury: Address = ANVIL_ACCOUNTS[0]?.address ?? zeroAddress;
  pendingTreasury: readonly [Address, bigint] = [zeroAddress, 0n];
  pendingVault: readonly [Address, bigint] = [zeroAddress, 0n];
  generalBucket = 0n;
  paused = false;
  swept = false;
  now = BigInt(Math.floor(Date.now() / 1000));
  block = 100n;
  /** The next n signature requests (personal_sign / eth_sign) fail with EIP-1193 code 4001 (user rejected). */
  rejectSignatures = 0;
  /** Function names of the transactions sent, in order. */
  readonly sent: string[] = [];
  private readonly failures = new Map<string, Failure[]>();
  /** Unconfirmed price proposals by token (lower-case): the price and who proposed it (lower-case). */
  readonly proposals = new Map<string, { price: bigint; proposer: string }>();
  /** Every JSON-RPC method asked for, in order. */
  readonly methods: string[] = [];
  private readonly receipts = new Map<string, Record<string, unknown>>();

  addProperty(p: Partial<FakeProperty> & { token: Address; name: string }): FakeProperty {
    const property: FakeProperty = {
      totalM2: 100n,
      initialPrice: 1000n * E18,
      currentPrice: 1000n * E18,
      lockDuration: 86_400n * 30n,
      soldM2: 0n,
      bucket: 0n,
      listed: true,
      sellEnabled: true,
      refund: false,
      ...p,
    };
    this.properties.set(property.token.toLowerCase(), property);
    return property;
  }

  /** A property added with addProperty (throws when there is none). */
  propertyAt(token: Address): FakeProperty {
    const p = this.properties.get(token.toLowerCase());
    if (!p) throw new Error(`fake chain: no property ${token}`);
    return p;
  }

  fund(account: Address, amount: bigint): void {
    this.usdtBalances.set(account.toLowerCase(), amount);
  }

  setPosition(account: Address, token: Address, position: Position): void {
    this.positions.set(key(account, token), position);
  }

  balanceOf = (account: string) => this.usdtBalances.get(account.toLowerCase()) ?? 0n;

  /** The refund pool of `property` as VaultTrader.refundPools returns it. */
  poolOf(property: FakeProperty) {
    if (property.refundPool) return property.refundPool;
    if (!property.refund) return { target: 0n, funded: 0n, paid: 0n, soldM2: 0n, deadline: 0n, open: false };
    const target = (property.soldM2 * (property.refundPrice ?? property.currentPrice)) / E18;
    const deadline = this.now + BigInt(contractConstants.VaultTrader.REFUND_WINDOW);
    return { target, funded: target, paid: 0n, soldM2: property.soldM2, deadline, open: true };
  }

  allowance = (owner: string, spender: string) => this.allowances.get(key(owner, spender)) ?? 0n;
  position = (account: string, token: string): Position =>
    this.positions.get(key(account, token)) ?? { balance: 0n, locked: 0n, unlockTime: 0n };

  private property(token: string): FakeProperty {
    const p = this.properties.get(token.toLowerCase());
    if (!p) throw new Revert(vaultTraderAbi, 'UnknownProperty', [getAddress(token)]);
    return p;
  }

  /** The lens view of `p` (getPropertyView), as the indexer stores it too. */
  view(p: FakeProperty) {
    const available = p.totalM2 * E18 - p.soldM2;
    const soldValue = (p.soldM2 * p.currentPrice) / E18;
    return {
      token: p.token,
      name: p.name,
      initialPrice: p.initialPrice,
      currentPrice: p.currentPrice,
      totalM2: p.totalM2,
      lockDuration: p.lockDuration,
      soldM2: p.soldM2,
      availableM2: available,
      bucketBalance: p.bucket,
      soldValue,
      availableValue: (available * p.currentPrice) / E18,
      hasActiveBucket: p.bucket > 0n,
      hasUserInvestments: p.soldM2 > 0n,
      isSellEnabled: p.sellEnabled,
      isListed: p.listed,
      refund: p.refund,
      isLiquidityInsufficient: p.sellEnabled && p.bucket < soldValue,
    };
  }

  private abiFor(to: string): Abi {
    const a = this.addresses;
    if (to === a.PropertyLens.toLowerCase()) return propertyLensAbi;
    if (to === a.VaultTrader.toLowerCase()) return vaultTraderAbi;
    if (to === a.USDT.toLowerCase()) return usdtAbi;
    if (to === a.MasterRegistry.toLowerCase()) return masterRegistryAbi;
    if (to === a.IdentityRegistry.toLowerCase()) return identityRegistryAbi;
    if (this.properties.has(to)) return propertyTokenAbi;
    throw new RpcError(-32000, `fake chain: no contract at ${to}`);
  }

  /** Runs a call (read or write) from `from`; writes change the state only when `commit`. */
  private execute(from: string, to: string, data: Hex, commit: boolean): { result: Hex; logs: Log[] } {
    const abi = this.abiFor(to.toLowerCase());
    const { functionName, args = [] } = decodeFunctionData({ abi, data });
    const list = args as readonly unknown[];
    const outcome = this.runAdmin(abi, from.toLowerCase(), functionName, list, commit) ?? {
      result: this.run(abi, from, to.toLowerCase(), functionName, list, commit),
      logs: [],
    };
    const result = encodeFunctionResult({ abi, functionName, result: outcome.result } as Parameters<
      typeof encodeFunctionResult
    >[0]);
    return { result, logs: outcome.logs };
  }

  private run(
    abi: Abi,
    from: string,
    to: string,
    fn: string,
    args: readonly unknown[],
    commit: boolean,
  ): unknown {
    const a = this.addresses;
    const arg = <T>(i: number) => args[i] as T;
    if (abi === propertyLensAbi) {
      if (fn === 'getPropertyView') return this.view(this.property(arg<string>(0)));
      if (fn === 'getSystemStatus') {
        return {
          registry: a.MasterRegistry,
          vaultTrader: a.VaultTrader,
          usdt: a.USDT,
          fundManager: this.fundManager,
          paused: this.paused,
          emergencySwept: this.swept,
          generalBucket: this.generalBucket,
          totalBuckets: [...this.properties.values()].reduce((sum, p) => sum + p.bucket, 0n),
          propertyCount: BigInt(this.properties.size),
        };
      }
    }
    if (abi === usdtAbi) {
      if (fn === 'decimals') return 18;
      if (fn === 'balanceOf') return this.balanceOf(arg(0));
      if (fn === 'allowance') return this.allowance(arg(0), arg(1));
      if (fn === 'approve') {
        if (commit) this.allowances.set(key(from, arg(0)), arg<bigint>(1));
        return true;
      }
    }
    if (abi === masterRegistryAbi) {
      if (fn === 'MANAGER_ROLE') return MANAGER_ROLE;
      if (fn === 'COMPLIANCE_ROLE') return COMPLIANCE_ROLE;
      if (fn === 'vaultTrader') return a.VaultTrader;
      if (fn === 'propertyCount') return BigInt(this.properties.size);
      if (fn === 'defaultAdmin') return getAddress([...this.admins][0] ?? zeroAddress);
      if (fn === 'pendingDefaultAdmin') return this.pendingAdmin;
      if (fn === 'pendingVaultTrader') return this.pendingVault;
      if (fn === 'hasRole') {
        const account = arg<string>(1).toLowerCase();
        if (arg<Hex>(0) === zeroHash) return this.admins.has(account);
        if (arg<Hex>(0) === MANAGER_ROLE) return this.managers.has(account);
        // The admin acts as compliance here, as the local deploy grants it the role.
        if (arg<Hex>(0) === COMPLIANCE_ROLE) return this.compliance.has(account) || this.admins.has(account);
        return false;
      }
    }
    if (abi === identityRegistryAbi) return this.runIdentity(from.toLowerCase(), fn, args, commit);
    if (abi === propertyTokenAbi && fn === 'identityRequired') return true;
    if (abi === propertyTokenAbi && fn === 'balanceOf') return this.position(arg(0), to).balance;
    if (abi === propertyTokenAbi && fn === 'pendingPrice') {
      const pending = this.property(to).pendingPrice;
      return [pending?.price ?? 0n, pending?.effectiveAt ?? 0n];
    }
    if (abi === vaultTraderAbi) {
      if (fn === 'fundManager') return this.fundManager;
      if (fn === 'pendingFundManager') return this.pendingFundManager;
      if (fn === 'treasury') return this.treasury;
      if (fn === 'pendingTreasury') return this.pendingTreasury;
      if (fn === 'generalBucket') return this.generalBucket;
      if (fn === 'paused') return this.paused;
      if (fn === 'emergencySwept') return this.swept;
      if (fn === 'buckets') return this.property(arg(0)).bucket;
      if (fn === 'refundPools') return this.poolOf(this.property(arg(0)));
    }
    throw new RpcError(-32000, `fake chain: ${fn} is not modelled`);
  }

  /** The stored identity of `account` (approved unless a test changed it). */
  identityOf(account: string) {
    return (
      this.identities.get(account.toLowerCase()) ?? { approved: true, frozen: false, country: 0, expiry: 0 }
    );
  }

  /** isVerified as the registry answers it: approved, not expired, not frozen. */
  isVerified(account: string): boolean {
    const id = this.identityOf(account);
    return id.approved && !id.frozen && (id.expiry === 0 || BigInt(id.expiry) > this.now);
  }

  private runIdentity(from: string, fn: string, args: readonly unknown[], commit: boolean): unknown {
    const account = String(args[0] ?? '').toLowerCase();
    const write = (change: Partial<ReturnType<FakeChain['identityOf']>>) => {
      if (!this.compliance.has(from) && !this.admins.has(from)) {
        throw new Revert(identityRegistryAbi, 'Unauthorized', [getAddress(from)]);
      }
      if (commit) this.identities.set(account, { ...this.identityOf(account), ...change });
    };
    switch (fn) {
      case 'isVerified':
        return this.isVerified(account);
      case 'isFrozen':
        return this.identityOf(account).frozen;
      case 'identityOf':
        return this.identityOf(account);
      case 'RECOVERY_DELAY':
        return 3n * 86_400n;
      case 'recoveryOf': {
        const pending = this.recoveries.get(account);
        return pending ? [getAddress(pending.replacement), pending.readyAt] : [zeroAddress, 0n];
      }
      case 'requestRecovery': {
        const replacement = String(args[1] ?? '').toLowerCase();
        write({});
        if (!this.isVerified(replacement)) {
          throw new Revert(identityRegistryAbi, 'ReplacementNotVerified', [getAddress(replacement)]);
        }
        const pending = this.recoveries.get(account);
        if (pending) {
          throw new Revert(identityRegistryAbi, 'RecoveryPending', [
            getAddress(account),
            getAddress(pending.replacement),
            pending.readyAt,
          ]);
        }
        if (commit) this.recoveries.set(account, { replacement, readyAt: this.now + 3n * 86_400n });
        return undefined;
      }
      case 'cancelRecovery':
        if (from !== account) write({});
        if (!this.recoveries.has(account)) {
          throw new Revert(identityRegistryAbi, 'NoRecovery', [getAddress(account)]);
        }
        if (commit) this.recoveries.delete(account);
        return undefined;
      case 'executeRecovery': {
        const pending = this.recoveries.get(account);
        if (!pending) throw new Revert(identityRegistryAbi, 'NoRecovery', [getAddress(account)]);
        if (from !== pending.replacement) write({});
        if (this.now < pending.readyAt) {
          throw new Revert(identityRegistryAbi, 'RecoveryNotReady', [pending.readyAt]);
        }
        if (commit) {
          this.recoveries.delete(account);
          this.executedRecoveries.push({
            lost: account,
            tokens: (args[1] as readonly string[]).map((t) => t.toLowerCase()),
          });
        }
        return undefined;
      }
      case 'approve':
        return write({ approved: true, country: Number(args[1]), expiry: Number(args[2]) });
      case 'revoke':
        if (!this.identityOf(account).approved) {
          throw new Revert(identityRegistryAbi, 'NotApproved', [getAddress(account)]);
        }
        return write({ approved: false });
      case 'freeze':
        if (this.identityOf(account).frozen) {
          throw new Revert(identityRegistryAbi, 'AlreadyFrozen', [getAddress(account)]);
        }
        return write({ frozen: true });
      case 'unfreeze':
        if (!this.identityOf(account).frozen) {
          throw new Revert(identityRegistryAbi, 'NotFrozen', [getAddress(account)]);
        }
        return write({ frozen: false });
      default:
        throw new RpcError(-32000, `fake chain: IdentityRegistry.${fn} is not modelled`);
    }
  }

  /** Makes the next send of `functionName` fail (rejected in the wallet or reverted on chain). */
  failNext(functionName: string, failure: Failure): void {
    this.failures.set(functionName, [...(this.failures.get(functionName) ?? []), failure]);
  }

  /** Mines a block with one transaction and its receipt (with the events `logs`). */
  private mine(from: string, to: string, logs: Log[]): Hex {
    this.block += 1n;
    const block = this.block;
    const hash = keccak256(toHex(`tx-${block}-${this.sent.length}`));
    this.receipts.set(hash, {
      transactionHash: hash,
      transactionIndex: '0x0',
      blockHash: keccak256(toHex(`block-${block}`)),
      blockNumber: numberToHex(block),
      from,
      to,
      cumulativeGasUsed: '0x5208',
      gasUsed: '0x5208',
      effectiveGasPrice: '0x1',
      contractAddress: null,
      logs: logs.map((log, index) => encodeLog(log, index, { hash, block })),
      logsBloom: `0x${'0'.repeat(512)}`,
      status: '0x1',
      type: '0x2',
    });
    return hash;
  }

  private requireRole(from: string, role: Hex): void {
    const holders = role === zeroHash ? this.admins : this.managers;
    if (!holders.has(from)) {
      throw new Revert(masterRegistryAbi, 'AccessControlUnauthorizedAccount', [getAddress(from), role]);
    }
  }

  private requireVaultAdmin(from: string): void {
    if (!this.admins.has(from)) throw new Revert(vaultTraderAbi, 'Unauthorized', [getAddress(from)]);
  }

  private requireFunds(from: string): void {
    if (!this.admins.has(from) && this.fundManager.toLowerCase() !== from) {
      throw new Revert(vaultTraderAbi, 'Unauthorized', [getAddress(from)]);
    }
  }

  /** A property the registry knows (its own UnknownProperty error otherwise). */
  private registryProperty(token: string) {
    const property = this.properties.get(token.toLowerCase());
    if (!property) throw new Revert(masterRegistryAbi, 'UnknownProperty', [getAddress(token)]);
    return property;
  }

  private runAdmin(
    abi: Abi,
    from: string,
    fn: string,
    args: readonly unknown[],
    commit: boolean,
  ): Outcome | undefined {
    const arg = <T>(i: number) => args[i] as T;
    const done = (result: unknown = undefined, logs: Log[] = []): Outcome => ({ result, logs });
    const registry = this.addresses.MasterRegistry;
    const vault = this.addresses.VaultTrader;

    if (abi === masterRegistryAbi) {
      switch (fn) {
        case 'MAX_LOCK_DURATION':
          return done(MAX_LOCK_DURATION);
        case 'MAX_NAME_LENGTH':
          return done(MAX_NAME_LENGTH);
        case 'MAX_TOTAL_M2':
          return done(MAX_TOTAL_M2);
        case 'proposePrice': {
          // A proposal only: the price in force does not change here (a second signer confirms it).
          this.requireRole(from, MANAGER_ROLE);
          const property = this.registryProperty(arg(0));
          const price = arg<bigint>(1);
          if (price === 0n) throw new Revert(masterRegistryAbi, 'InvalidInput');
          const old = property.currentPrice;
          const diff = price > old ? price - old : old - price;
          if (diff * 10_000n > old * MAX_PRICE_STEP_BPS) {
            throw new Revert(masterRegistryAbi, 'PriceStepTooLarge', [old, price]);
          }
          if (commit) this.proposals.set(property.token.toLowerCase(), { price, proposer: from });
          return done();
        }
        case 'priceProposal': {
          const proposal = this.proposals.get(arg<string>(0).toLowerCase());
          return done([proposal?.price ?? 0n, proposal ? getAddress(proposal.proposer) : zeroAddress]);
        }
        case 'confirmPrice': {
          const property = this.registryProperty(arg(0));
          const proposal = this.proposals.get(property.token.toLowerCase());
          if (!proposal) throw new Revert(masterRegistryAbi, 'NothingPending');
          if (proposal.proposer === from)
            throw new Revert(masterRegistryAbi, 'SameSigner', [getAddress(from)]);
          if (this.fundManager.toLowerCase() !== from && !this.admins.has(from)) {
            throw new Revert(masterRegistryAbi, 'Unauthorized', [getAddress(from)]);
          }
          if (!property.listed)
            throw new Revert(masterRegistryAbi, 'PriceFrozen', [getAddress(property.token)]);
          const effectiveAt = this.now + PRICE_NOTICE;
          if (commit) {
            this.proposals.delete(property.token.toLowerCase());
            property.pendingPrice = { price: proposal.price, effectiveAt };
          }
          const event = {
            token: property.token,
            confirmer: getAddress(from),
            oldPrice: property.currentPrice,
            newPrice: proposal.price,
            effectiveAt,
          };
          return done(undefined, [
            { abi, address: registry, eventName: 'PriceChangeConfirmed', args: event },
          ]);
        }
        case 'cancelPriceChange': {
          if (!this.managers.has(from) && !this.admins.has(from)) {
            throw new Revert(masterRegistryAbi, 'Unauthorized', [getAddress(from)]);
          }
          const property = this.registryProperty(arg(0));
          const proposed = this.proposals.has(property.token.toLowerCase());
          if (!proposed && !property.pendingPrice) throw new Revert(masterRegistryAbi, 'NothingPending');
          if (commit) {
            this.proposals.delete(property.token.toLowerCase());
            property.pendingPrice = undefined;
          }
          const event = { token: property.token, by: getAddress(from) };
          return done(undefined, [
            { abi, address: registry, eventName: 'PriceChangeCancelled', args: event },
          ]);
        }
        case 'setLockDuration': {
          this.requireRole(from, MANAGER_ROLE);
          const property = this.registryProperty(arg(0));
          const lock = arg<bigint>(1);
          if (lock < MIN_LOCK_DURATION || lock > MAX_LOCK_DURATION)
            throw new Revert(masterRegistryAbi, 'InvalidLockDuration', [lock]);
          if (commit) property.lockDuration = lock;
          return done();
        }
        case 'setSellEnabled': {
          this.requireRole(from, MANAGER_ROLE);
          const property = this.registryProperty(arg(0));
          if (commit) property.sellEnabled = arg<boolean>(1);
          return done();
        }
        case 'delistProperty':
        case 'delistWithRefund': {
          this.requireRole(from, MANAGER_ROLE);
          const property = this.registryProperty(arg(0));
          if (!property.listed) throw new Revert(masterRegistryAbi, 'AlreadyDelisted', [property.token]);
          const refund = fn === 'delistWithRefund' || arg<boolean>(1);
          if (fn === 'delistWithRefund') {
            const refundPrice = arg<bigint>(1);
            if (refundPrice === 0n || refundPrice > property.currentPrice) {
              throw new Revert(masterRegistryAbi, 'InvalidInput');
            }
            if (commit) property.refundPrice = refundPrice;
          }
          if (commit) {
            property.listed = false;
            property.refund = refund;
            property.sellEnabled = refund;
          }
          return done();
        }
        case 'beginDefaultAdminTransfer': {
          this.requireRole(from, zeroHash);
          const next = getAddress(arg<string>(0));
          const schedule = Number(this.now) + Number(contractConstants.MasterRegistry.ADMIN_DELAY);
          if (commit) this.pendingAdmin = [next, schedule];
          return done();
        }
        case 'cancelDefaultAdminTransfer':
          this.requireRole(from, zeroHash);
          if (commit) this.pendingAdmin = [zeroAddress, 0];
          return done();
        case 'grantRole':
        case 'revokeRole': {
          this.requireRole(from, zeroHash);
          const role = arg<Hex>(0);
          const holders =
            role === zeroHash ? this.admins : role === COMPLIANCE_ROLE ? this.compliance : this.managers;
          const account = arg<string>(1).toLowerCase();
          if (commit) {
            if (fn === 'grantRole') holders.add(account);
            else holders.delete(account);
          }
          return done();
        }
        default:
          return undefined;
      }
    }

    if (abi === vaultTraderAbi) {
      switch (fn) {
        case 'setFundManager': {
          this.requireVaultAdmin(from);
          const next = getAddress(arg<string>(0));
          if (next === zeroAddress) throw new Revert(vaultTraderAbi, 'InvalidInput');
          const previous = this.fundManager;
          // A replacement is announced and accepted by the new account ROLE_DELAY later (the contract's rule);
          // only the first appointment applies at once.
          if (previous !== zeroAddress) {
            const effectiveAt = this.now + BigInt(contractConstants.VaultTrader.ROLE_DELAY);
            if (commit) this.pendingFundManager = [next, effectiveAt];
            return done(undefined, [
              { abi, address: vault, eventName: 'FundManagerProposed', args: { account: next, effectiveAt } },
            ]);
          }
          if (commit) this.fundManager = next;
          return done(undefined, [
            {
              abi,
              address: vault,
              eventName: 'FundManagerSet',
              args: { previousFundManager: previous, newFundManager: next },
            },
          ]);
        }
        case 'proposeTreasury': {
          this.requireVaultAdmin(from);
          const next = getAddress(arg<string>(0));
          if (next === zeroAddress) throw new Revert(vaultTraderAbi, 'InvalidInput');
          const effectiveAt = this.now + BigInt(contractConstants.VaultTrader.ROLE_DELAY);
          if (commit) this.pendingTreasury = [next, effectiveAt];
          return done(undefined, [
            { abi, address: vault, eventName: 'TreasuryProposed', args: { account: next, effectiveAt } },
          ]);
        }
        case 'applyTreasury': {
          this.requireVaultAdmin(from);
          const [next, effectiveAt] = this.pendingTreasury;
          if (next === zeroAddress) throw new Revert(vaultTraderAbi, 'Unauthorized', [getAddress(from)]);
          if (this.now < effectiveAt) throw new Revert(vaultTraderAbi, 'TooEarly', [effectiveAt]);
          const previous = this.treasury;
          if (commit) {
            this.treasury = next;
            this.pendingTreasury = [zeroAddress, 0n];
          }
          return done(undefined, [
            {
              abi,
              address: vault,
              eventName: 'TreasurySet',
              args: { previousTreasury: previous, newTreasury: next },
            },
          ]);
        }
        case 'acceptFundManager': {
          const [next, effectiveAt] = this.pendingFundManager;
          if (next === zeroAddress || next.toLowerCase() !== from) {
            throw new Revert(vaultTraderAbi, 'Unauthorized', [getAddress(from)]);
          }
          if (this.now < effectiveAt) throw new Revert(vaultTraderAbi, 'TooEarly', [effectiveAt]);
          const previous = this.fundManager;
          if (commit) {
            this.fundManager = next;
            this.pendingFundManager = [zeroAddress, 0n];
          }
          return done(undefined, [
            {
              abi,
              address: vault,
              eventName: 'FundManagerSet',
              args: { previousFundManager: previous, newFundManager: next },
            },
          ]);
        }
        case 'fundRefund': {
          const [token, amount] = args as [Address, bigint];
          const property = this.property(token);
          const pool = this.poolOf(property);
          if (!pool.open) throw new Revert(vaultTraderAbi, 'NoRefundPool', [getAddress(token)]);
          if (amount === 0n || amount > pool.target - pool.funded)
            throw new Revert(vaultTraderAbi, 'InvalidInput');
          const allowance = this.allowance(from, vault);
          if (allowance < amount)
            throw new Revert(usdtAbi, 'ERC20InsufficientAllowance', [vault, allowance, amount]);
          const balance = this.balanceOf(from);
          if (balance < amount)
            throw new Revert(usdtAbi, 'ERC20InsufficientBalance', [getAddress(from), balance, amount]);
          const funded = pool.funded + amount;
          if (commit) {
            this.usdtBalances.set(from, balance - amount);
            this.allowances.set(`${from}:${vault.toLowerCase()}`, allowance - amount);
            property.refundPool = { ...pool, funded };
          }
          return done(undefined, [
            {
              abi,
              address: vault,
              eventName: 'RefundFunded',
              args: { token, from: getAddress(from), amount, funded },
            },
          ]);
        }
        case 'closeRefund': {
          this.requireFunds(from);
          const token = getAddress(arg<string>(0));
          const property = this.property(token);
          const pool = this.poolOf(property);
          if (!pool.open) throw new Revert(vaultTraderAbi, 'NoRefundPool', [token]);
          if (this.now <= pool.deadline)
            throw new Revert(vaultTraderAbi, 'RefundWindowOpen', [pool.deadline]);
          const remainder = pool.funded - pool.paid;
          if (commit) {
            property.refundPool = { ...pool, open: false };
            this.generalBucket += remainder;
          }
          return done(remainder, [
            { abi, address: vault, eventName: 'RefundClosed', args: { token, remainder } },
          ]);
        }
        case 'manualDeposit': {
          this.requireFunds(from);
          if (this.swept) throw new Revert(vaultTraderAbi, 'ContractSwept');
          const [token, amount] = args as [Address, bigint];
          if (amount === 0n) throw new Revert(vaultTraderAbi, 'InvalidInput');
          const property = token === zeroAddress ? undefined : this.registryProperty(token);
          const allowance = this.allowance(from, vault);
          if (allowance < amount)
            throw new Revert(usdtAbi, 'ERC20InsufficientAllowance', [vault, allowance, amount]);
          const balance = this.balanceOf(from);
          if (balance < amount)
            throw new Revert(usdtAbi, 'ERC20InsufficientBalance', [getAddress(from), balance, amount]);
          if (commit) {
            this.usdtBalances.set(from, balance - amount);
            this.allowances.set(`${from}:${vault.toLowerCase()}`, allowance - amount);
            if (property) property.bucket += amount;
            else this.generalBucket += amount;
          }
          return done(undefined, [
            { abi, address: vault, eventName: 'Deposited', args: { token, from: getAddress(from), amount } },
          ]);
        }
        case 'withdrawFromBucket': {
          this.requireFunds(from);
          const [token, destination] = args as [Address, Address];
          const property = token === zeroAddress ? undefined : this.registryProperty(token);
          const amount = property ? property.bucket : this.generalBucket;
          if (amount === 0n || destination === zeroAddress) throw new Revert(vaultTraderAbi, 'InvalidInput');
          if (commit) {
            if (property) property.bucket = 0n;
            else this.generalBucket = 0n;
            this.usdtBalances.set(destination.toLowerCase(), this.balanceOf(destination) + amount);
          }
          return done(amount);
        }
        default:
          return undefined;
      }
    }
    return undefined;
  }

  private async handleOne(request: RpcRequest): Promise<unknown> {
    const params = request.params ?? [];
    this.methods.push(request.method);
    switch (request.method) {
      case 'eth_chainId':
        return numberToHex(31337);
      case 'eth_blockNumber':
        return numberToHex(this.block);
      case 'eth_getBlockByNumber':
        return {
          number: numberToHex(this.block),
          hash: keccak256(toHex(`block-${this.block}`)),
          timestamp: numberToHex(Math.floor(Date.now() / 1000)),
          transactions: [],
        };
      case 'eth_call': {
        const [call] = params as [{ from?: string; to: string; data?: Hex; input?: Hex }];
        return this.execute(call.from ?? zeroAddress, call.to, (call.data ?? call.input) as Hex, false)
          .result;
      }
      case 'eth_sendTransaction': {
        const [tx] = params as [{ from: string; to: string; data?: Hex; input?: Hex }];
        const data = (tx.data ?? tx.input) as Hex;
        const abi = this.abiFor(tx.to.toLowerCase());
        const functionName = decodeFunctionData({ abi, data }).functionName;
        this.sent.push(functionName);
        const failure = this.failures.get(functionName)?.shift();
        if (failure === 'reject') throw new Rejected();
        if (failure) throw new Revert(failure.abi ?? abi, failure.errorName, failure.args ?? []);
        const { logs } = this.execute(tx.from, tx.to, data, true);
        return this.mine(tx.from, tx.to, logs);
      }
      case 'eth_getTransactionReceipt':
        return this.receipts.get(params[0] as string) ?? null;
      case 'personal_sign':
      case 'eth_sign': {
        // wagmi's mock connector turns personal_sign [data, address] into eth_sign [address, data].
        if (this.rejectSignatures > 0) {
          this.rejectSignatures -= 1;
          throw new RpcError(4001, 'User rejected the request.');
        }
        const [data, address] = (request.method === 'eth_sign' ? [params[1], params[0]] : params) as [
          Hex,
          string,
        ];
        const account = ANVIL_ACCOUNTS.find((acc) => acc.address.toLowerCase() === address.toLowerCase());
        if (!account) throw new RpcError(4100, 'unknown account');
        return privateKeyToAccount(account.privateKey).signMessage({ message: { raw: data } });
      }
      default:
        throw new RpcError(-32601, `fake chain: method ${request.method} not supported`);
    }
  }

  /** Answers one JSON-RPC request or a batch, as a node would. */
  async handle(body: RpcRequest | RpcRequest[]): Promise<unknown> {
    const answer = async (request: RpcRequest) => {
      try {
        return { jsonrpc: '2.0', id: request.id ?? null, result: await this.handleOne(request) };
      } catch (error) {
        if (error instanceof Revert) {
          return {
            jsonrpc: '2.0',
            id: request.id ?? null,
            error: { code: 3, message: error.message, data: error.data },
          };
        }
        if (error instanceof Rejected) {
          return {
            jsonrpc: '2.0',
            id: request.id ?? null,
            error: { code: 4001, message: 'User rejected the request.' },
          };
        }
        const code = error instanceof RpcError ? error.code : -32603;
        return { jsonrpc: '2.0', id: request.id ?? null, error: { code, message: (error as Error).message } };
      }
    };
    return Array.isArray(body) ? Promise.all(body.map(answer)) : answer(body);
  }
}
