// An EIP-1193 wallet injected into the page (announced through EIP-6963 and as window.ethereum), backed by an
// anvil account in the test process: it signs with the account's key and forwards everything else to the node,
// so the app's real injected-wallet path is exercised end to end.
import type { Page } from 'playwright-core';
import { createWalletClient, type Hex, http, isHex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { localChain } from '../../scripts/lib/anvil.ts';

type RpcRequest = { method: string; params?: unknown[] };
type RpcReply = { result: unknown } | { error: { code: number; message: string } };

/** Test-side handle on the wallet: pick the account, make the "user" reject requests. */
export interface WalletControl {
  readonly address: Hex;
  /** Switch the wallet to another key (emits accountsChanged in the page). */
  useAccount(privateKey: Hex): Promise<void>;
  /** Reject the next `count` signature requests (personal_sign / typed data) with EIP-1193 code 4001. */
  rejectSignatures(count: number): void;
  /** Reject the next `count` transaction requests with code 4001. */
  rejectTransactions(count: number): void;
  /** Move the wallet to another chain, as a person picking a network in the wallet does (emits chainChanged). */
  useChain(chainId: number): Promise<void>;
  /** Decline the next `count` network switch requests with code 4001. */
  rejectSwitches(count: number): void;
  /** Methods the page asked for, in order (for assertions on what the app really did). */
  readonly calls: string[];
}

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };

export async function installInjectedWallet(
  page: Page,
  options: { rpcUrl: string; chainId: number; privateKey: Hex },
): Promise<WalletControl> {
  let account = privateKeyToAccount(options.privateKey);
  let connected = false;
  let signatureRejections = 0;
  let transactionRejections = 0;
  let switchRejections = 0;
  /** The chain the wallet is on; it can switch only to the node's own (any other is unknown to it: 4902). */
  let chainId = options.chainId;
  const calls: string[] = [];
  const chain = localChain(options.rpcUrl, options.chainId);
  const wallet = () =>
    createWalletClient({ account, chain, transport: gasMarginTransport(http(options.rpcUrl)) });

  async function forward(request: RpcRequest): Promise<RpcReply> {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    return body.error ? { error: body.error } : { result: body.result };
  }

  async function handle(request: RpcRequest): Promise<RpcReply> {
    calls.push(request.method);
    const params = request.params ?? [];
    switch (request.method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        connected = true;
        return request.method === 'eth_requestAccounts'
          ? { result: [account.address] }
          : { result: [{ parentCapability: 'eth_accounts' }] };
      case 'eth_accounts':
        return { result: connected ? [account.address] : [] };
      case 'wallet_getPermissions':
        return { result: connected ? [{ parentCapability: 'eth_accounts' }] : [] };
      case 'wallet_revokePermissions':
        connected = false;
        return { result: null };
      case 'eth_chainId':
        return { result: `0x${chainId.toString(16)}` };
      case 'net_version':
        return { result: String(chainId) };
      case 'wallet_switchEthereumChain': {
        if (switchRejections > 0) {
          switchRejections--;
          return { error: USER_REJECTED };
        }
        const wanted = Number((params[0] as { chainId: string }).chainId);
        if (wanted !== options.chainId)
          return { error: { code: 4902, message: `Unrecognized chain ID ${wanted}.` } };
        chainId = wanted;
        return { result: null };
      }
      case 'wallet_addEthereumChain':
        return { result: null };
      case 'personal_sign': {
        if (signatureRejections > 0) {
          signatureRejections--;
          return { error: USER_REJECTED };
        }
        const message = params[0] as string;
        const signature = await account.signMessage({
          message: isHex(message) ? { raw: message } : message,
        });
        return { result: signature };
      }
      case 'eth_signTypedData_v4': {
        if (signatureRejections > 0) {
          signatureRejections--;
          return { error: USER_REJECTED };
        }
        const typed = JSON.parse(params[1] as string) as TypedDataDefinition;
        return { result: await account.signTypedData(typed) };
      }
      case 'eth_sendTransaction': {
        if (transactionRejections > 0) {
          transactionRejections--;
          return { error: USER_REJECTED };
        }
        const tx = params[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        try {
          const hash = await wallet().sendTransaction({
            to: tx.to,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gas: tx.gas ? BigInt(tx.gas) : undefined,
          });
          return { result: hash };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return { error: { code: -32603, message } };
        }
      }
      default:
        return forward(request);
    }
  }

  await page.exposeBinding('__e2eWalletRequest', (_source, request: RpcRequest) => handle(request));
  await page.addInitScript(
    ({ uuid }) => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const bridge = (window as unknown as { __e2eWalletRequest: (r: unknown) => Promise<unknown> })
        .__e2eWalletRequest;
      const provider = {
        isE2EWallet: true,
        async request(request: { method: string; params?: unknown[] }) {
          const reply = (await bridge({ method: request.method, params: request.params })) as
            | { result: unknown }
            | { error: { code: number; message: string } };
          if ('error' in reply) {
            const error = new Error(reply.error.message) as Error & { code: number };
            error.code = reply.error.code;
            throw error;
          }
          if (request.method === 'eth_requestAccounts') provider.emit('connect', { chainId: undefined });
          // A wallet tells the page it moved once the switch is done.
          if (request.method === 'wallet_switchEthereumChain') {
            provider.emit('chainChanged', (request.params?.[0] as { chainId?: string } | undefined)?.chainId);
          }
          return reply.result;
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)?.add(listener);
          return provider;
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
        emit(event: string, ...args: unknown[]) {
          for (const listener of listeners.get(event) ?? []) listener(...args);
        },
      };
      Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
      (window as unknown as { __e2eWallet: typeof provider }).__e2eWallet = provider;
      const icon =
        'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({
              info: { uuid, name: 'E2E Wallet', icon, rdns: 'dev.e2e.wallet' },
              provider,
            }),
          }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { uuid: crypto.randomUUID() },
  );

  return {
    get address() {
      return account.address;
    },
    calls,
    async useAccount(privateKey: Hex) {
      account = privateKeyToAccount(privateKey);
      await page.evaluate(
        (address) =>
          (window as unknown as { __e2eWallet: { emit: (e: string, a: unknown) => void } }).__e2eWallet.emit(
            'accountsChanged',
            [address],
          ),
        account.address,
      );
    },
    rejectSignatures(count: number) {
      signatureRejections = count;
    },
    rejectTransactions(count: number) {
      transactionRejections = count;
    },
    async useChain(id: number) {
      chainId = id;
      await page.evaluate(
        (hex) =>
          (window as unknown as { __e2eWallet: { emit: (e: string, a: unknown) => void } }).__e2eWallet.emit(
            'chainChanged',
            hex,
          ),
        `0x${id.toString(16)}`,
      );
    },
    rejectSwitches(count: number) {
      switchRejections = count;
    },
  };
}
