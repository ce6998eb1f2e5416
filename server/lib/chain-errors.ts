// Recognises "the node did not answer" among viem errors (503 `Blockchain connection error`,
// docs/api.md#errors).
const UNREACHABLE = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
  'ChainUnavailableError',
  // No contract code at a configured address: the node runs a chain without our deployment.
  'ContractFunctionZeroDataError',
]);

export function isChainConnectivityError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const name = (current as { name?: string }).name;
    if (name && UNREACHABLE.has(name)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
