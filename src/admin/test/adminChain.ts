// The console's contract writes on top of the shared fake chain (src/test/fakeChain.ts, which models the
// reads and the investor's trades): registry management (create, price, lock, sell flag, delist, roles),
// the VaultTrader's admin functions (pause, fund manager, deposit, withdraw) with the contracts' access
// rules and custom errors, and receipts carrying the events the console reads. Served through MSW ahead
// of the shared /rpc handler; everything it does not model goes to the shared fake chain unchanged.
import { HttpResponse, http } from 'msw';
import {
  type Abi,
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
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
import contractConstants from '../../../abis/constants.json';
import { masterRegistryAbi, usdtAbi, vaultTraderAbi } from '../../../generated/wagmi.ts';
import { type FakeChain, MANAGER_ROLE, Revert, type RpcRequest } from '../../test/fakeChain.ts';

// The registry's limits as its code defines them (exported by `npm run contracts:build`), not copies.
const MAX_LOCK_DURATION = BigInt(contractConstants.MasterRegistry.MAX_LOCK_DURATION);
const MAX_NAME_LENGTH = BigInt(contractConstants.MasterRegistry.MAX_NAME_LENGTH);
const MAX_TOTAL_M2 = BigInt(contractConstants.MasterRegistry.MAX_TOTAL_M2);

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

export class AdminChain {
  /** Every transaction sent (function names, in order), modelled here or by the shared chain. */
  readonly sent: string[] = [];
  private readonly failures = new Map<string, Failure[]>();
  private readonly receipts = new Map<string, Record<string, unknown>>();
  private created = 0;
  readonly base: FakeChain;

  constructor(base: FakeChain) {
    this.base = base;
  }

  /** Makes the next send of `functionName` fail (rejected in the wallet or reverted on chain). */
  failNext(functionName: string, failure: Failure): void {
    this.failures.set(functionName, [...(this.failures.get(functionName) ?? []), failure]);
  }

  readonly handler = http.post('*/rpc', async ({ request }) => {
    const body = (await request.json()) as RpcRequest | RpcRequest[];
    const answer = Array.isArray(body)
      ? await Promise.all(body.map((r) => this.answer(r)))
      : await this.answer(body);
    return HttpResponse.json(answer as Record<string, unknown>);
  });

  private async answer(request: RpcRequest): Promise<unknown> {
    const reply = (result: unknown) => ({ jsonrpc: '2.0', id: request.id ?? null, result });
    try {
      const own = this.handle(request);
      if (own !== undefined) return reply(own.value);
    } catch (error) {
      const id = request.id ?? null;
      if (error instanceof Revert)
        return { jsonrpc: '2.0', id, error: { code: 3, message: error.message, data: error.data } };
      if (error instanceof Rejected)
        return { jsonrpc: '2.0', id, error: { code: 4001, message: 'User rejected the request.' } };
      return { jsonrpc: '2.0', id, error: { code: -32603, message: (error as Error).message } };
    }
    return this.base.handle(request);
  }

  /** Answers the requests modelled here; undefined hands the request to the shared chain. */
  private handle({ method, params = [] }: RpcRequest): { value: unknown } | undefined {
    if (method === 'eth_getTransactionReceipt') {
      const receipt = this.receipts.get(params[0] as string);
      return receipt ? { value: receipt } : undefined;
    }
    if (method !== 'eth_call' && method !== 'eth_sendTransaction') return undefined;
    const [tx] = params as [{ from?: string; to: string; data?: Hex; input?: Hex }];
    const abi = this.abiFor(tx.to);
    const data = (tx.data ?? tx.input) as Hex;
    if (method === 'eth_sendTransaction') {
      const decoded = decodeFunctionData({ abi: abi ?? this.anyAbi(tx.to), data });
      this.sent.push(decoded.functionName);
      const failure = this.failures.get(decoded.functionName)?.shift();
      if (failure === 'reject') throw new Rejected();
      if (failure)
        throw new Revert(failure.abi ?? abi ?? vaultTraderAbi, failure.errorName, failure.args ?? []);
    }
    if (!abi) return undefined;
    const { functionName, args = [] } = decodeFunctionData({ abi, data });
    const from = (tx.from ?? zeroAddress).toLowerCase();
    const commit = method === 'eth_sendTransaction';
    const outcome = this.run(abi, from, functionName, args as readonly unknown[], commit);
    if (!outcome) return undefined;
    if (!commit) {
      return {
        value: encodeFunctionResult({ abi, functionName, result: outcome.result } as Parameters<
          typeof encodeFunctionResult
        >[0]),
      };
    }
    return { value: this.mine(tx.from ?? zeroAddress, tx.to, outcome.logs) };
  }

  private anyAbi(to: string): Abi {
    return to.toLowerCase() === this.base.addresses.USDT.toLowerCase() ? usdtAbi : masterRegistryAbi;
  }

  private abiFor(to: string): Abi | undefined {
    const a = this.base.addresses;
    if (to.toLowerCase() === a.MasterRegistry.toLowerCase()) return masterRegistryAbi;
    if (to.toLowerCase() === a.VaultTrader.toLowerCase()) return vaultTraderAbi;
    if (to.toLowerCase() === a.USDT.toLowerCase()) return usdtAbi;
    return undefined;
  }

  private mine(from: string, to: string, logs: Log[]): Hex {
    this.base.block += 1n;
    const block = this.base.block;
    const hash = keccak256(toHex(`admin-tx-${block}-${this.sent.length}`));
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
    const holders = role === zeroHash ? this.base.admins : this.base.managers;
    if (!holders.has(from)) {
      throw new Revert(masterRegistryAbi, 'AccessControlUnauthorizedAccount', [getAddress(from), role]);
    }
  }

  private requireVaultAdmin(from: string): void {
    if (!this.base.admins.has(from)) throw new Revert(vaultTraderAbi, 'Unauthorized', [getAddress(from)]);
  }

  private requireFunds(from: string): void {
    if (!this.base.admins.has(from) && this.base.fundManager.toLowerCase() !== from) {
      throw new Revert(vaultTraderAbi, 'Unauthorized', [getAddress(from)]);
    }
  }

  private property(token: string) {
    const property = this.base.properties.get(token.toLowerCase());
    if (!property) throw new Revert(masterRegistryAbi, 'UnknownProperty', [getAddress(token)]);
    return property;
  }

  private run(
    abi: Abi,
    from: string,
    fn: string,
    args: readonly unknown[],
    commit: boolean,
  ): Outcome | undefined {
    const arg = <T>(i: number) => args[i] as T;
    const done = (result: unknown = undefined, logs: Log[] = []): Outcome => ({ result, logs });
    const registry = this.base.addresses.MasterRegistry;
    const vault = this.base.addresses.VaultTrader;

    if (abi === masterRegistryAbi) {
      switch (fn) {
        case 'MAX_LOCK_DURATION':
          return done(MAX_LOCK_DURATION);
        case 'MAX_NAME_LENGTH':
          return done(MAX_NAME_LENGTH);
        case 'MAX_TOTAL_M2':
          return done(MAX_TOTAL_M2);
        case 'createProperty': {
          this.requireRole(from, MANAGER_ROLE);
          const [name, totalM2, price, lock] = args as [string, bigint, bigint, bigint];
          if (name === '' || totalM2 === 0n || totalM2 > MAX_TOTAL_M2 || price === 0n) {
            throw new Revert(masterRegistryAbi, 'InvalidInput');
          }
          if (lock === 0n || lock > MAX_LOCK_DURATION)
            throw new Revert(masterRegistryAbi, 'InvalidLockDuration', [lock]);
          const token = getAddress(keccak256(toHex(`token-${this.created + 1}`)).slice(0, 42));
          if (commit) {
            this.created += 1;
            this.base.addProperty({
              token,
              name,
              totalM2,
              initialPrice: price,
              currentPrice: price,
              lockDuration: lock,
            });
          }
          const event = {
            token,
            name,
            totalM2,
            pricePerM2: price,
            lockDuration: lock,
            creator: getAddress(from),
          };
          return done(token, [{ abi, address: registry, eventName: 'PropertyCreated', args: event }]);
        }
        case 'updatePrice': {
          this.requireRole(from, MANAGER_ROLE);
          const property = this.property(arg(0));
          if (arg<bigint>(1) === 0n) throw new Revert(masterRegistryAbi, 'InvalidInput');
          if (commit) property.currentPrice = arg<bigint>(1);
          return done();
        }
        case 'setLockDuration': {
          this.requireRole(from, MANAGER_ROLE);
          const property = this.property(arg(0));
          const lock = arg<bigint>(1);
          if (lock === 0n || lock > MAX_LOCK_DURATION)
            throw new Revert(masterRegistryAbi, 'InvalidLockDuration', [lock]);
          if (commit) property.lockDuration = lock;
          return done();
        }
        case 'setSellEnabled': {
          this.requireRole(from, MANAGER_ROLE);
          const property = this.property(arg(0));
          if (commit) property.sellEnabled = arg<boolean>(1);
          return done();
        }
        case 'delistProperty': {
          this.requireRole(from, MANAGER_ROLE);
          const property = this.property(arg(0));
          if (!property.listed) throw new Revert(masterRegistryAbi, 'AlreadyDelisted', [property.token]);
          if (commit) {
            property.listed = false;
            property.refund = arg<boolean>(1);
            property.sellEnabled = arg<boolean>(1);
          }
          return done();
        }
        case 'grantRole':
        case 'revokeRole': {
          this.requireRole(from, zeroHash);
          const holders = arg<Hex>(0) === zeroHash ? this.base.admins : this.base.managers;
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
        case 'pause':
        case 'unpause': {
          this.requireVaultAdmin(from);
          if (this.base.swept) throw new Revert(vaultTraderAbi, 'ContractSwept');
          if (this.base.paused === (fn === 'pause')) throw new Revert(vaultTraderAbi, 'InvalidSystemState');
          if (commit) this.base.paused = fn === 'pause';
          return done();
        }
        case 'setFundManager': {
          this.requireVaultAdmin(from);
          const next = getAddress(arg<string>(0));
          if (next === zeroAddress) throw new Revert(vaultTraderAbi, 'InvalidInput');
          const previous = this.base.fundManager;
          if (commit) this.base.fundManager = next;
          return done(undefined, [
            {
              abi,
              address: vault,
              eventName: 'FundManagerSet',
              args: { previousFundManager: previous, newFundManager: next },
            },
          ]);
        }
        case 'manualDeposit': {
          this.requireFunds(from);
          if (this.base.swept) throw new Revert(vaultTraderAbi, 'ContractSwept');
          const [token, amount] = args as [Address, bigint];
          if (amount === 0n) throw new Revert(vaultTraderAbi, 'InvalidInput');
          const property = token === zeroAddress ? undefined : this.property(token);
          const allowance = this.base.allowance(from, vault);
          if (allowance < amount)
            throw new Revert(usdtAbi, 'ERC20InsufficientAllowance', [vault, allowance, amount]);
          const balance = this.base.balanceOf(from);
          if (balance < amount)
            throw new Revert(usdtAbi, 'ERC20InsufficientBalance', [getAddress(from), balance, amount]);
          if (commit) {
            this.base.usdtBalances.set(from, balance - amount);
            this.base.allowances.set(`${from}:${vault.toLowerCase()}`, allowance - amount);
            if (property) property.bucket += amount;
            else this.base.generalBucket += amount;
          }
          return done(undefined, [
            { abi, address: vault, eventName: 'Deposited', args: { token, from: getAddress(from), amount } },
          ]);
        }
        case 'withdrawFromBucket': {
          this.requireFunds(from);
          const [token, destination] = args as [Address, Address];
          const property = token === zeroAddress ? undefined : this.property(token);
          const amount = property ? property.bucket : this.base.generalBucket;
          if (amount === 0n || destination === zeroAddress) throw new Revert(vaultTraderAbi, 'InvalidInput');
          if (commit) {
            if (property) property.bucket = 0n;
            else this.base.generalBucket = 0n;
            this.base.usdtBalances.set(destination.toLowerCase(), this.base.balanceOf(destination) + amount);
          }
          return done(amount);
        }
        default:
          return undefined;
      }
    }
    return undefined;
  }
}
