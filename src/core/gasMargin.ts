// A write's gas limit: the node's estimate plus a margin (docs/architecture.md#gas-margin).
// An estimate is exact for the state and block time it was made on; the transaction runs one block later,
// where a time-dependent branch (a lock's end moving, a scheduled price coming into force) can cost more.
// With the bare estimate such a write runs out of gas; wallets such as MetaMask add a buffer for this
// reason, and so do the dev wallet, the scripts and the tests. Gas not used is not paid for.
import type { Transport } from 'viem';

/** The margin added to an estimate, in percent. */
export const GAS_MARGIN_PERCENT = 25n;

/** The gas limit to send for a node's estimate. */
export function withGasMargin(estimate: bigint): bigint {
  return estimate + (estimate * GAS_MARGIN_PERCENT + 99n) / 100n;
}

/** The transport with every `eth_estimateGas` answer raised by the margin (what viem uses as the gas limit). */
export function gasMarginTransport<transport extends Transport>(transport: transport): transport {
  const wrapped: Transport = (options) => {
    const inner = transport(options);
    return {
      ...inner,
      async request(args, requestOptions) {
        const result = await inner.request(args, requestOptions);
        if (args.method !== 'eth_estimateGas' || typeof result !== 'string') return result;
        return `0x${withGasMargin(BigInt(result)).toString(16)}`;
      },
    } as ReturnType<Transport>;
  };
  return wrapped as transport;
}
