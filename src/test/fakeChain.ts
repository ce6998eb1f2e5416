// An in-memory stand-in for the chain behind `/rpc` in component tests (served through MSW): it
// answers the JSON-RPC calls the app makes (eth_call for the lens, vault, stablecoin, registry and
// property tokens; eth_sendTransaction; receipts; personal_sign) with the contracts' real ABI encoding,
// and applies buys, sells and approvals with the contracts' rules (cost rounds up, payout down, locks).
import {
  type Abi,
  type Address,
  decodeFunctionData,
  encodeErrorResult,
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
import {
  masterRegistryAbi,
  propertyLensAbi,
  propertyTokenAbi,
  usdtAbi,
  vaultTraderAbi,
} from '../../generated/wagmi.ts';
import { contractAddresses } from '../config/contracts.ts';
import { MANAGER_ROLE } from '../core/roles.ts';
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

export class FakeChain {
  readonly addresses = contractAddresses();
  readonly properties = new Map<string, FakeProperty>();
  readonly usdtBalances = new Map<string, bigint>();
  readonly allowances = new Map<string, bigint>();
  readonly positions = new Map<string, Position>();
  readonly admins = new Set<string>([ANVIL_ACCOUNTS[0]?.address.toLowerCase() ?? '']);
  readonly managers = new Set<string>();
  fundManager: Address = ANVIL_ACCOUNTS[2]?.address ?? zeroAddress;
  generalBucket = 0n;
  paused = false;
  swept = false;
  now = BigInt(Math.floor(Date.now() / 1000));
  block = 100n;
  /** The next n signature requests (personal_sign / eth_sign) fail with EIP-1193 code 4001 (user rejected). */
  rejectSignatures = 0;
  /** Function names of the transactions sent, in order. */
  readonly sent: string[] = [];
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
  allowance = (owner: string, spender: string) => this.allowances.get(key(owner, spender)) ?? 0n;
  position = (account: string, token: string): Position =>
    this.positions.get(key(account, token)) ?? { balance: 0n, locked: 0n, unlockTime: 0n };

  private property(token: string): FakeProperty {
    const p = this.properties.get(token.toLowerCase());
    if (!p) throw new Revert(vaultTraderAbi, 'UnknownProperty', [getAddress(token)]);
    return p;
  }

  private lockInfo(account: string, token: string) {
    const pos = this.position(account, token);
    const locked = pos.unlockTime > this.now ? pos.locked : 0n;
    return { lockedAmount: locked, unlockTime: pos.unlockTime, unlockedBalance: pos.balance - locked };
  }

  private view(p: FakeProperty) {
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
    if (this.properties.has(to)) return propertyTokenAbi;
    throw new RpcError(-32000, `fake chain: no contract at ${to}`);
  }

  /** Runs a call (read or write) from `from`; writes change the state only when `commit`. */
  private execute(from: string, to: string, data: Hex, commit: boolean): Hex {
    const abi = this.abiFor(to.toLowerCase());
    const { functionName, args = [] } = decodeFunctionData({ abi, data });
    const result = this.run(abi, from, to.toLowerCase(), functionName, args as readonly unknown[], commit);
    return encodeFunctionResult({ abi, functionName, result } as Parameters<typeof encodeFunctionResult>[0]);
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
      if (fn === 'getAllPropertyViews') return [...this.properties.values()].map((p) => this.view(p));
      if (fn === 'getPropertyView') return this.view(this.property(arg<string>(0)));
      if (fn === 'getAccountPositions') {
        return [...this.properties.values()].map((p) => {
          const info = this.lockInfo(arg<string>(0), p.token);
          return { token: p.token, balance: this.position(arg<string>(0), p.token).balance, ...info };
        });
      }
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
      if (fn === 'vaultTrader') return a.VaultTrader;
      if (fn === 'hasRole') {
        const account = arg<string>(1).toLowerCase();
        if (arg<Hex>(0) === zeroHash) return this.admins.has(account);
        if (arg<Hex>(0) === MANAGER_ROLE) return this.managers.has(account);
        return false;
      }
    }
    if (abi === propertyTokenAbi && fn === 'getLockInfo') {
      const info = this.lockInfo(arg(0), to);
      return [info.lockedAmount, info.unlockTime, info.unlockedBalance];
    }
    if (abi === vaultTraderAbi) {
      if (fn === 'fundManager') return this.fundManager;
      if (fn === 'generalBucket') return this.generalBucket;
      if (fn === 'paused') return this.paused;
      if (fn === 'emergencySwept') return this.swept;
      if (fn === 'buckets') return this.property(arg(0)).bucket;
      if (fn === 'quoteBuy') return (arg<bigint>(1) * this.property(arg(0)).currentPrice + E18 - 1n) / E18;
      if (fn === 'quoteSell') return (arg<bigint>(1) * this.property(arg(0)).currentPrice) / E18;
      if (fn === 'buy') return this.buy(from, arg(0), arg(1), arg(2), commit);
      if (fn === 'sell') return this.sell(from, arg(0), arg(1), arg(2), commit);
    }
    throw new RpcError(-32000, `fake chain: ${fn} is not modelled`);
  }

  private guardTrading(): void {
    if (this.swept) throw new Revert(vaultTraderAbi, 'ContractSwept');
    if (this.paused) throw new Revert(vaultTraderAbi, 'EnforcedPause');
  }

  private buy(from: string, token: string, m2: bigint, maxCost: bigint, commit: boolean): bigint {
    this.guardTrading();
    const p = this.property(token);
    if (!p.listed) throw new Revert(vaultTraderAbi, 'PropertyDelisted', [p.token]);
    if (m2 === 0n) throw new Revert(vaultTraderAbi, 'InvalidInput');
    const cost = (m2 * p.currentPrice + E18 - 1n) / E18;
    if (cost > maxCost) throw new Revert(vaultTraderAbi, 'SlippageExceeded', [cost, maxCost]);
    const allowance = this.allowance(from, this.addresses.VaultTrader);
    if (allowance < cost) {
      throw new Revert(usdtAbi, 'ERC20InsufficientAllowance', [this.addresses.VaultTrader, allowance, cost]);
    }
    const balance = this.balanceOf(from);
    if (balance < cost)
      throw new Revert(usdtAbi, 'ERC20InsufficientBalance', [getAddress(from), balance, cost]);
    if (commit) {
      this.usdtBalances.set(from.toLowerCase(), balance - cost);
      this.allowances.set(key(from, this.addresses.VaultTrader), allowance - cost);
      p.bucket += cost;
      p.soldM2 += m2;
      const pos = this.position(from, token);
      const running = pos.unlockTime > this.now;
      const unlock = this.now + p.lockDuration;
      this.positions.set(key(from, token), {
        balance: pos.balance + m2,
        locked: running ? pos.locked + m2 : m2,
        unlockTime: running && pos.unlockTime > unlock ? pos.unlockTime : unlock,
      });
    }
    return cost;
  }

  private sell(from: string, token: string, m2: bigint, minPayout: bigint, commit: boolean): bigint {
    this.guardTrading();
    const p = this.property(token);
    if (!p.sellEnabled) throw new Revert(vaultTraderAbi, 'SellDisabled', [p.token]);
    const info = this.lockInfo(from, token);
    if (info.unlockedBalance < m2) {
      throw new Revert(propertyTokenAbi, 'TokensLocked', [getAddress(from), m2, info.unlockedBalance]);
    }
    const payout = (m2 * p.currentPrice) / E18;
    if (payout < minPayout) throw new Revert(vaultTraderAbi, 'SlippageExceeded', [payout, minPayout]);
    if (p.bucket + this.generalBucket < payout) {
      throw new Revert(vaultTraderAbi, 'InsufficientFunds', [payout, p.bucket + this.generalBucket]);
    }
    if (commit) {
      const fromBucket = payout < p.bucket ? payout : p.bucket;
      p.bucket -= fromBucket;
      this.generalBucket -= payout - fromBucket;
      p.soldM2 -= m2;
      const pos = this.position(from, token);
      this.positions.set(key(from, token), { ...pos, balance: pos.balance - m2 });
      this.usdtBalances.set(from.toLowerCase(), this.balanceOf(from) + payout);
    }
    return payout;
  }

  private async handleOne(request: RpcRequest): Promise<unknown> {
    const params = request.params ?? [];
    this.methods.push(request.method);
    switch (request.method) {
      case 'eth_chainId':
        return numberToHex(31337);
      case 'eth_blockNumber':
        return numberToHex(this.block);
      case 'eth_call': {
        const [call] = params as [{ from?: string; to: string; data?: Hex; input?: Hex }];
        return this.execute(call.from ?? zeroAddress, call.to, (call.data ?? call.input) as Hex, false);
      }
      case 'eth_sendTransaction': {
        const [tx] = params as [{ from: string; to: string; data?: Hex; input?: Hex }];
        const data = (tx.data ?? tx.input) as Hex;
        const abi = this.abiFor(tx.to.toLowerCase());
        this.sent.push(decodeFunctionData({ abi, data }).functionName);
        this.execute(tx.from, tx.to, data, true);
        this.block += 1n;
        const hash = keccak256(toHex(`tx-${this.block}-${this.sent.length}`));
        this.receipts.set(hash, {
          transactionHash: hash,
          transactionIndex: '0x0',
          blockHash: keccak256(toHex(`block-${this.block}`)),
          blockNumber: numberToHex(this.block),
          from: tx.from,
          to: tx.to,
          cumulativeGasUsed: '0x5208',
          gasUsed: '0x5208',
          effectiveGasPrice: '0x1',
          contractAddress: null,
          logs: [],
          logsBloom: `0x${'0'.repeat(512)}`,
          status: '0x1',
          type: '0x2',
        });
        return hash;
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
        const code = error instanceof RpcError ? error.code : -32603;
        return { jsonrpc: '2.0', id: request.id ?? null, error: { code, message: (error as Error).message } };
      }
    };
    return Array.isArray(body) ? Promise.all(body.map(answer)) : answer(body);
  }
}
