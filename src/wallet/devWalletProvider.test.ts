// The dev wallet (local chain only) signs in the page with anvil's keys and forwards the rest to /rpc.
import { recoverMessageAddress, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { RPC_URL } from '../config/chains.ts';
import { blockNumber } from '../test/chainActions.ts';
import { withTestChain } from '../test/testChain.ts';
import { ANVIL_ACCOUNTS } from './anvilAccounts.ts';
import { selectDevAccount } from './devWalletAccount.ts';
import { createDevWalletProvider, ProviderRpcError } from './devWalletProvider.ts';

const investor = ANVIL_ACCOUNTS[3];
const admin = ANVIL_ACCOUNTS[0];

withTestChain();

describe('dev wallet provider', () => {
  it('answers no accounts until connected, then the selected test account', async () => {
    let connected = false;
    const provider = createDevWalletProvider({
      chainId: 31337,
      rpcUrl: RPC_URL,
      isConnected: () => connected,
    });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    connected = true;
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([investor?.address]);
    selectDevAccount(0);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([admin?.address]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('signs personal_sign with the account key (the login signature recovers to the address)', async () => {
    const provider = createDevWalletProvider({ chainId: 31337, rpcUrl: RPC_URL, isConnected: () => true });
    const message = 'Authorization in the RealEstate App. Timestamp: 1700000000000';
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), investor?.address],
    })) as `0x${string}`;
    expect(await recoverMessageAddress({ message, signature })).toBe(investor?.address);
  });

  it('refuses to sign for another address and to switch to another chain', async () => {
    const provider = createDevWalletProvider({ chainId: 31337, rpcUrl: RPC_URL, isConnected: () => true });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', admin?.address] }),
    ).rejects.toMatchObject({ code: 4100 });
    const error: unknown = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).code).toBe(4902);
  });

  it('forwards reads to the chain and passes its errors on', async () => {
    const provider = createDevWalletProvider({ chainId: 31337, rpcUrl: RPC_URL, isConnected: () => true });
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(
      `0x${(await blockNumber()).toString(16)}`,
    );
    await expect(provider.request({ method: 'eth_unknownMethod' })).rejects.toMatchObject({ code: -32601 });
  });
});
