import { custom } from 'viem';
import { describe, expect, it } from 'vitest';
import { GAS_MARGIN_PERCENT, gasMarginTransport, withGasMargin } from './gasMargin.ts';

describe('gas margin', () => {
  it('adds 25 % to an estimate, rounded up', () => {
    expect(GAS_MARGIN_PERCENT).toBe(25n);
    expect(withGasMargin(90_673n)).toBe(113_342n);
    expect(withGasMargin(100_000n)).toBe(125_000n);
    expect(withGasMargin(1n)).toBe(2n);
  });

  it('raises eth_estimateGas answers and passes every other call through unchanged', async () => {
    const seen: string[] = [];
    const transport = gasMarginTransport(
      custom({
        async request({ method }) {
          seen.push(method);
          if (method === 'eth_estimateGas') return '0x16231'; // 90,673
          if (method === 'eth_chainId') return '0x7a69';
          return '0x1';
        },
      }),
    )({ retryCount: 0 });
    expect(await transport.request({ method: 'eth_estimateGas', params: [{}] } as never)).toBe(
      `0x${(113_342).toString(16)}`,
    );
    expect(await transport.request({ method: 'eth_chainId' } as never)).toBe('0x7a69');
    expect(await transport.request({ method: 'eth_gasPrice' } as never)).toBe('0x1');
    expect(seen).toEqual(['eth_estimateGas', 'eth_chainId', 'eth_gasPrice']);
  });

  it('raises the gas eth_fillTransaction fills in, and keeps a limit the caller set', async () => {
    const transport = gasMarginTransport(
      custom({
        async request({ params }) {
          const [tx] = params as [{ gas?: string }];
          return { raw: '0x02', tx: { gas: tx.gas ?? '0x16231', nonce: '0x3' } };
        },
      }),
    )({ retryCount: 0 });
    expect(
      await transport.request({ method: 'eth_fillTransaction', params: [{ to: '0x01' }] } as never),
    ).toEqual({
      raw: '0x02',
      tx: { gas: `0x${(113_342).toString(16)}`, nonce: '0x3' },
    });
    expect(
      await transport.request({
        method: 'eth_fillTransaction',
        params: [{ to: '0x01', gas: '0x5208' }],
      } as never),
    ).toEqual({ raw: '0x02', tx: { gas: '0x5208', nonce: '0x3' } });
  });
});
