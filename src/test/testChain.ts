// The chain of the web tests that touch it: a real anvil running the real contracts (src/test/anvil.ts), behind
// the app's */rpc (src/test/server.ts forwards every JSON-RPC body to it). No contract rule lives here: what this
// adds are the test-only behaviours a node has no notion of, as thin interceptors in front of it:
// - `failNext(fn, 'reject')`: the wallet refuses the next send of `fn` (EIP-1193 4001); `failNext(fn, { errorName })`:
//   the next send of `fn` reverts with that custom error (encoded with the generated ABIs), for failures a test
//   cannot reach on the real contracts;
// - `rejectSignatures`: the next n signature requests are refused (4001);
// - `sent` (function names of the transactions sent, in order) and `methods` (every JSON-RPC method asked for);
// - the gas limit a wallet gives a transaction: the estimate plus its margin (wagmi's mock connector sets none).
// A file gets its anvil on its first /rpc request (or before its tests with `withTestChain()`, which the files
// that set up chain state call); its tests start from the deployed system and are reverted in between.
import { type Abi, decodeFunctionData, encodeErrorResult, type Hex } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { withGasMargin } from '#core/gasMargin.ts';
import {
  identityRegistryAbi,
  masterRegistryAbi,
  propertyLensAbi,
  propertyTokenAbi,
  usdtAbi,
  vaultTraderAbi,
} from '../../generated/wagmi.ts';
import { contractAddresses } from '../config/contracts.ts';
import { anvilCall, postRpc, startTestAnvil, type TestAnvil } from './anvil.ts';

/** What the next send of a function does instead of reaching the chain. */
export type Failure = 'reject' | { errorName: string; args?: readonly unknown[]; abi?: Abi };

export interface RpcRequest {
  id?: number | string;
  jsonrpc?: string;
  method: string;
  params?: unknown[];
}

type RpcAnswer = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: unknown };

const SYSTEM_ABIS: Record<string, Abi> = (() => {
  const a = contractAddresses();
  return {
    [a.MasterRegistry.toLowerCase()]: masterRegistryAbi,
    [a.VaultTrader.toLowerCase()]: vaultTraderAbi,
    [a.USDT.toLowerCase()]: usdtAbi,
    [a.PropertyLens.toLowerCase()]: propertyLensAbi,
    [a.IdentityRegistry.toLowerCase()]: identityRegistryAbi,
  };
})();

/** The function a transaction calls, by the generated ABI of its target (a property token otherwise). */
function functionOf(to: string | undefined, data: Hex | undefined): { name: string; abi: Abi } {
  const abi = SYSTEM_ABIS[(to ?? '').toLowerCase()] ?? propertyTokenAbi;
  if (!data) return { name: '', abi };
  try {
    return { name: decodeFunctionData({ abi, data }).functionName, abi };
  } catch {
    return { name: data.slice(0, 10), abi };
  }
}

export class TestChain {
  /** Function names of the transactions sent, in order. */
  readonly sent: string[] = [];
  /** Every JSON-RPC method asked for, in order. */
  readonly methods: string[] = [];
  /** The next n signature requests (personal_sign / eth_sign) fail with EIP-1193 code 4001 (user rejected). */
  rejectSignatures = 0;
  readonly #failures = new Map<string, Failure[]>();
  #snapshot: Hex | undefined;

  readonly anvil: TestAnvil;

  constructor(anvil: TestAnvil) {
    this.anvil = anvil;
  }

  get rpcUrl(): string {
    return this.anvil.rpcUrl;
  }

  failNext(functionName: string, failure: Failure = 'reject'): void {
    this.#failures.set(functionName, [...(this.#failures.get(functionName) ?? []), failure]);
  }

  /** Remembers the chain as it is; `reset` returns to it. */
  async snapshot(): Promise<void> {
    this.#snapshot = await anvilCall<Hex>(this.rpcUrl, 'evm_snapshot');
  }

  /** Back to the last snapshot (and a new one of it), with no interceptor armed. */
  async reset(): Promise<void> {
    this.sent.length = 0;
    this.methods.length = 0;
    this.rejectSignatures = 0;
    this.#failures.clear();
    if (this.#snapshot) await anvilCall(this.rpcUrl, 'evm_revert', [this.#snapshot]);
    await this.snapshot();
  }

  /** What an interceptor answers instead of the node, or undefined to let the node answer. */
  #intercept(request: RpcRequest): Omit<RpcAnswer, 'jsonrpc' | 'id'> | undefined {
    const params = request.params ?? [];
    this.methods.push(request.method);
    if (request.method === 'personal_sign' || request.method === 'eth_sign') {
      if (this.rejectSignatures > 0) {
        this.rejectSignatures -= 1;
        return { error: { code: 4001, message: 'User rejected the request.' } };
      }
    }
    if (request.method === 'eth_sendTransaction') {
      const [tx] = params as [{ to?: string; data?: Hex; input?: Hex }];
      const { name, abi } = functionOf(tx.to, tx.data ?? tx.input);
      this.sent.push(name);
      const failure = this.#failures.get(name)?.shift();
      if (failure === 'reject') return { error: { code: 4001, message: 'User rejected the request.' } };
      if (failure) {
        const data = encodeErrorResult({
          abi: failure.abi ?? abi,
          errorName: failure.errorName,
          args: failure.args ?? [],
        } as Parameters<typeof encodeErrorResult>[0]);
        return { error: { code: 3, message: `execution reverted: ${failure.errorName}`, data } };
      }
    }
    return undefined;
  }

  /**
   * A transaction the wallet sends without a gas limit gets the node's estimate plus the margin wallets add
   * (src/core/gasMargin.ts); wagmi's mock connector adds none, and a bare estimate runs out of gas when the block
   * time moves a lock's end between estimate and block. An estimate that fails leaves the send to fail alike.
   */
  async #withGasLimit(request: RpcRequest): Promise<RpcRequest> {
    const [tx] = (request.params ?? []) as [Record<string, unknown> | undefined];
    if (request.method !== 'eth_sendTransaction' || !tx || tx.gas !== undefined) return request;
    const estimate = (await postRpc(this.rpcUrl, {
      jsonrpc: '2.0',
      id: 0,
      method: 'eth_estimateGas',
      params: [tx],
    }).catch(() => undefined)) as { result?: string } | undefined;
    if (typeof estimate?.result !== 'string') return request;
    const gas = `0x${withGasMargin(BigInt(estimate.result)).toString(16)}`;
    return { ...request, params: [{ ...tx, gas }, ...(request.params ?? []).slice(1)] };
  }

  /** Answers one JSON-RPC request or a batch: the interceptors first, then anvil. */
  async handle(body: RpcRequest | RpcRequest[]): Promise<RpcAnswer | RpcAnswer[]> {
    const requests = Array.isArray(body) ? body : [body];
    const answers: (RpcAnswer | undefined)[] = requests.map((request) => {
      const intercepted = this.#intercept(request);
      return intercepted && { jsonrpc: '2.0', id: request.id ?? null, ...intercepted };
    });
    const forwarded = await Promise.all(
      requests.filter((_, i) => !answers[i]).map((request) => this.#withGasLimit(request)),
    );
    if (forwarded.length > 0) {
      // A read whose connection failed is tried once more (a node may close an idle kept-alive socket); a send
      // never is. A request still in flight when the file's anvil stops gets an error answer, not an exception.
      const retry = forwarded.every((request) => request.method !== 'eth_sendTransaction');
      const send = () => postRpc(this.rpcUrl, forwarded);
      const fromNode = (await send()
        .catch((error: unknown) => (retry ? send() : Promise.reject(error)))
        .catch((error: unknown) => {
          return forwarded.map((request) => ({
            jsonrpc: '2.0',
            id: request.id ?? null,
            error: { code: -32603, message: `test chain unreachable: ${(error as Error).message}` },
          }));
        })) as RpcAnswer[];
      let next = 0;
      for (let i = 0; i < requests.length; i++) {
        if (answers[i]) continue;
        const request = forwarded[next++] as RpcRequest;
        answers[i] = fromNode.find((a) => a.id === (request.id ?? null)) ?? fromNode[next - 1];
      }
    }
    return Array.isArray(body) ? (answers as RpcAnswer[]) : (answers[0] as RpcAnswer);
  }
}

let active: TestChain | undefined;
let starting: Promise<TestChain> | undefined;

async function start(setup?: (chain: TestChain) => Promise<void>): Promise<TestChain> {
  const chain = new TestChain(await startTestAnvil());
  await setup?.(chain);
  await chain.snapshot();
  active = chain;
  return chain;
}

/** The running file's chain, started on first use (a file that never calls /rpc starts no anvil). */
export function ensureTestChain(): Promise<TestChain> {
  if (active) return Promise.resolve(active);
  starting ??= start().finally(() => {
    starting = undefined;
  });
  return starting;
}

/** Stops the running file's anvil (src/test/setup.ts, after the file). */
export async function stopTestChain(): Promise<void> {
  const chain = active ?? (await starting);
  active = undefined;
  await chain?.anvil.stop();
}

/** The chain of the running test file (set up with withTestChain). */
export function testChain(): TestChain {
  if (!active) throw new Error('this test file did not call withTestChain()');
  return active;
}

/** The running file's chain, or undefined when it does not use one. */
export const activeTestChain = (): TestChain | undefined => active;

/**
 * Gives the calling test file its own anvil with the deployed system, behind /rpc; every test starts from the
 * state `setup` leaves (the deployed system when none), reverted after each test by src/test/setup.ts.
 */
export function withTestChain(setup?: (chain: TestChain) => Promise<void>): () => TestChain {
  beforeAll(async () => {
    await start(setup);
  }, 60_000);
  afterAll(stopTestChain);
  return testChain;
}
