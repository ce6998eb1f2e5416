import { describe, expect, it } from 'vitest';
import local from '../../deployments/31337.json';
import { chainIdDefines } from './chainId.ts';
import { chainFor, explorerTxUrl, IS_LOCAL_CHAIN, parseChainId, rpcUrlFor } from './chains.ts';
import { deployedAddresses } from './contracts.ts';
import { missingDeploymentMessage } from './missingDeployment.ts';

describe('chain selection (VITE_CHAIN_ID)', () => {
  it('defaults to the local chain and accepts 56 and 97 only', () => {
    expect(parseChainId(undefined)).toBe(31337);
    expect(parseChainId('')).toBe(31337);
    expect(parseChainId('56')).toBe(56);
    expect(parseChainId('97')).toBe(97);
    expect(() => parseChainId('1')).toThrow(/VITE_CHAIN_ID must be one of 56, 97, 31337/);
  });

  it('fixes the chain in the bundle at build time: the local-chain flag is a literal', () => {
    expect(chainIdDefines(31337)).toEqual({
      'import.meta.env.VITE_CHAIN_ID': '"31337"',
      __LOCAL_CHAIN__: 'true',
    });
    expect(chainIdDefines(97)).toEqual({
      'import.meta.env.VITE_CHAIN_ID': '"97"',
      __LOCAL_CHAIN__: 'false',
    });
    // This test build is a local one (no VITE_CHAIN_ID).
    expect(__LOCAL_CHAIN__).toBe(true);
    expect(IS_LOCAL_CHAIN).toBe(true);
  });

  it('uses the API proxy /rpc on the local chain and the env or public RPC on BSC', () => {
    expect(rpcUrlFor(31337, 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/rpc');
    expect(rpcUrlFor(56, 'x', 'https://rpc.example')).toBe('https://rpc.example');
    expect(rpcUrlFor(56, 'x')).toBe('https://bsc-dataseed.bnbchain.org');
    expect(rpcUrlFor(97, 'x')).toMatch(/prebsc/);
    expect(chainFor(56, 'https://rpc.example')).toMatchObject({
      id: 56,
      nativeCurrency: { symbol: 'BNB', decimals: 18 },
    });
  });

  it('links transactions to BscScan on 56 and 97 only', () => {
    expect(explorerTxUrl(56, '0xabc')).toBe('https://bscscan.com/tx/0xabc');
    expect(explorerTxUrl(97, '0xabc')).toBe('https://testnet.bscscan.com/tx/0xabc');
    expect(explorerTxUrl(31337, '0xabc')).toBeUndefined();
  });

  it('has the contract addresses of deployments/<chainId>.json in the generated code', () => {
    expect(deployedAddresses(31337)).toEqual({
      MasterRegistry: local.MasterRegistry,
      VaultTrader: local.VaultTrader,
      USDT: local.USDT,
      PropertyLens: local.PropertyLens,
      IdentityRegistry: local.IdentityRegistry,
    });
    expect(deployedAddresses(56)).toBeUndefined();
    expect(missingDeploymentMessage(56)).toMatch(/deployments\/56\.json .*npm run generate:contracts/);
  });
});
