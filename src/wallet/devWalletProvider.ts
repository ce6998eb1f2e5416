// The dev wallet's EIP-1193 provider: answers account and signing requests with the chosen anvil
// test account and forwards every other request to the chain's JSON-RPC endpoint.
import { type Address, getAddress, type Hex, numberToHex } from 'viem';
import { ANVIL_ACCOUNTS, type AnvilAccount } from './anvilAccounts.ts';
import { selectedDevAccountIndex } from './devWalletAccount.ts';
import type { RpcTransactionRequest } from './devWalletSigner.ts';

export interface RequestArguments {
  method: string;
  params?: unknown;
}

export interface DevWalletProvider {
  request(args: RequestArguments): Promise<unknown>;
}

/** EIP-1193 errors: 4001 user rejected, 4100 unauthorized, 4902 unknown chain, -32603 internal. */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.data = data;
  }
}

export interface DevWalletProviderOptions {
  chainId: number;
  rpcUrl: string;
  /** Whether the dev wallet is connected (it answers no accounts otherwise). */
  isConnected: () => boolean;
}

let nextId = 1;

async function forward(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  });
  if (!response.ok) throw new ProviderRpcError(-32603, `RPC request failed with status ${response.status}`);
  const body = (await response.json()) as {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
  };
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
  return body.result;
}

/** Turns whatever the signer threw into an EIP-1193 error carrying the revert data, if any. */
function toProviderError(error: unknown): ProviderRpcError {
  let current: unknown = error;
  let code = -32603;
  let data: unknown;
  const message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; current && depth < 10; depth++) {
    const e = current as { code?: unknown; data?: unknown; cause?: unknown };
    if (typeof e.code === 'number' && code === -32603) code = e.code;
    if (typeof e.data === 'string' && e.data.startsWith('0x') && data === undefined) data = e.data;
    current = e.cause;
  }
  return new ProviderRpcError(code, message, data);
}

export function createDevWalletProvider({
  chainId,
  rpcUrl,
  isConnected,
}: DevWalletProviderOptions): DevWalletProvider {
  const account = (): AnvilAccount | null =>
    isConnected() ? (ANVIL_ACCOUNTS[selectedDevAccountIndex()] ?? null) : null;
  const requireAccount = (from?: unknown): AnvilAccount => {
    const current = account();
    if (!current) throw new ProviderRpcError(4100, 'The dev wallet is not connected.');
    if (typeof from === 'string' && getAddress(from) !== current.address) {
      throw new ProviderRpcError(4100, `The dev wallet does not hold ${from}.`);
    }
    return current;
  };
  const signer = () => import('./devWalletSigner.ts');

  return {
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const list = (Array.isArray(params) ? params : []) as unknown[];
      try {
        switch (method) {
          case 'eth_chainId':
            return numberToHex(chainId);
          case 'net_version':
            return String(chainId);
          case 'eth_accounts': {
            const current = account();
            return current ? [current.address] : [];
          }
          case 'eth_requestAccounts':
            return [requireAccount().address];
          case 'personal_sign': {
            const [data, from] = list as [Hex, Address];
            return await (await signer()).signMessage(requireAccount(from).privateKey, data);
          }
          case 'eth_signTypedData_v4': {
            const [from, json] = list as [Address, string];
            return await (await signer()).signTypedData(requireAccount(from).privateKey, json);
          }
          case 'eth_sendTransaction': {
            const [tx] = list as [RpcTransactionRequest & { from?: Address }];
            return await (await signer()).sendTransaction(requireAccount(tx.from).privateKey, tx);
          }
          case 'wallet_switchEthereumChain': {
            const [{ chainId: requested }] = list as [{ chainId: Hex }];
            if (Number(requested) !== chainId) {
              throw new ProviderRpcError(4902, `The dev wallet only knows chain ${chainId}.`);
            }
            return null;
          }
          case 'wallet_addEthereumChain':
          case 'wallet_watchAsset':
            return null;
          default:
            return await forward(rpcUrl, method, params);
        }
      } catch (error) {
        throw error instanceof ProviderRpcError ? error : toProviderError(error);
      }
    },
  };
}
