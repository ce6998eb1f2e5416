// The dev wallet's signing half, loaded on first use only (it pulls in secp256k1).
// Signs with an anvil test key inside the page and sends raw transactions to the chain's RPC.
import { createWalletClient, type Hex, hexToBigInt, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { CHAIN, RPC_URL } from '../config/chains.ts';

/** The JSON-RPC shape of eth_sendTransaction's parameter. */
export interface RpcTransactionRequest {
  to?: Hex | null;
  data?: Hex;
  input?: Hex;
  value?: Hex;
  gas?: Hex;
  nonce?: Hex;
}

export function signMessage(privateKey: Hex, raw: Hex): Promise<Hex> {
  return privateKeyToAccount(privateKey).signMessage({ message: { raw } });
}

export function signTypedData(privateKey: Hex, json: string): Promise<Hex> {
  const typed = JSON.parse(json) as Parameters<ReturnType<typeof privateKeyToAccount>['signTypedData']>[0];
  return privateKeyToAccount(privateKey).signTypedData(typed);
}

export function sendTransaction(privateKey: Hex, tx: RpcTransactionRequest): Promise<Hex> {
  const client = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: CHAIN,
    transport: gasMarginTransport(http(RPC_URL)),
  });
  return client.sendTransaction({
    to: tx.to ?? undefined,
    data: tx.data ?? tx.input,
    value: tx.value ? hexToBigInt(tx.value) : undefined,
    gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
    nonce: tx.nonce ? Number(hexToBigInt(tx.nonce)) : undefined,
  });
}
