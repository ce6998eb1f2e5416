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
});
