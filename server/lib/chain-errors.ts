// Recognises, among viem errors, a node that did not answer or refused the call (503 `Blockchain connection
// error`, docs/api.md#errors), as opposed to a contract that reverted (the caller's business).

/** The node could not be reached, or answered no JSON-RPC at all (HTTP errors, timeouts, closed sockets). */
const UNREACHABLE = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
  // No contract code at a configured address: the node runs a chain without our deployment.
  'ContractFunctionZeroDataError',
]);

/** The node answered with a JSON-RPC error (rate limit, method refused, range too large, internal error…). */
const REFUSED = 'RpcRequestError';
/** …unless that error is the call reverting, which is the contract's answer, not the node's. */
const REVERTED = 'ExecutionRevertedError';

export type ChainFailure = 'unreachable' | 'refused';

function names(error: unknown): string[] {
  const found: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const name = (current as { name?: string }).name;
    if (name) found.push(name);
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/** Why the chain failed `error`'s call, or null when the call itself failed (a revert, a bug). */
export function chainFailureOf(error: unknown): ChainFailure | null {
  const chain = names(error);
  const marked = chain.find((name) => name === 'ChainUnavailableError');
  if (marked) return (error as { failure?: ChainFailure }).failure ?? 'unreachable';
  if (chain.some((name) => UNREACHABLE.has(name))) return 'unreachable';
  if (chain.includes(REFUSED) && !chain.includes(REVERTED)) return 'refused';
  return null;
}

export function isChainConnectivityError(error: unknown): boolean {
  return chainFailureOf(error) !== null;
}
