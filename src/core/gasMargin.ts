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

/** The transport with every node-made gas limit raised by the margin: the answer to `eth_estimateGas`, and the
 *  `gas` that `eth_fillTransaction` fills in (viem 2.57 asks the node to fill a transaction in one call before it
 *  falls back to `eth_estimateGas`; a limit the caller set is left as it is). */
export function gasMarginTransport<transport extends Transport>(transport: transport): transport {
  const wrapped: Transport = (options) => {
    const inner = transport(options);
    return {
      ...inner,
      async request(args, requestOptions) {
        const result = await inner.request(args, requestOptions);
        if (args.method === 'eth_estimateGas' && typeof result === 'string') return raised(result);
        if (args.method === 'eth_fillTransaction') return withFilledGasRaised(args.params, result);
        return result;
      },
    } as ReturnType<Transport>;
  };
  return wrapped as transport;
}

/** A hex gas figure with the margin added. */
function raised(gas: string): string {
  return `0x${withGasMargin(BigInt(gas)).toString(16)}`;
}

/** An `eth_fillTransaction` answer (`{ raw, tx }`) whose filled-in `tx.gas` carries the margin. */
function withFilledGasRaised(params: unknown, result: unknown): unknown {
  const [request] = (Array.isArray(params) ? params : []) as [{ gas?: unknown } | undefined];
  const filled = result as { tx?: { gas?: unknown } } | null;
  if (request?.gas !== undefined || typeof filled?.tx?.gas !== 'string') return result;
  return { ...filled, tx: { ...filled.tx, gas: raised(filled.tx.gas) } };
}
