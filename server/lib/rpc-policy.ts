// What the same-origin JSON-RPC proxy (/rpc) lets through to the node: an exact list of the methods the web
// app and the wallets it talks to use, each with its reason. Everything else (node administration such as
// anvil_* or evm_*, anvil's eth_sendUnsignedTransaction, methods using keys held by the node, subscriptions and
// filters) is refused. Log queries are bounded in block range, and the gas of a call or an estimate to the block gas
// limit; the proxy bounds batches, nesting, answer sizes and the time the node takes.

export const ALLOWED_METHODS: ReadonlyMap<string, string> = new Map([
  ['eth_chainId', 'wagmi and wallets check they are on the expected chain'],
  ['net_version', 'wallets (MetaMask) read the network id'],
  ['web3_clientVersion', 'wallets identify the node when adding the network'],
  ['eth_blockNumber', 'waiting for a receipt, confirmations, the admin status panel'],
  ['eth_call', 'every contract read: catalogue figures, balances, quotes, roles; simulating a write first'],
  ['eth_estimateGas', 'preparing a transaction (dev wallet, MetaMask)'],
  ['eth_gasPrice', 'fee estimation of legacy transactions'],
  ['eth_maxPriorityFeePerGas', 'fee estimation of EIP-1559 transactions'],
  ['eth_feeHistory', 'fee estimation in wallets'],
  ['eth_getBalance', 'the BNB balance shown by wallets, "insufficient funds for gas" checks'],
  ['eth_getTransactionCount', 'the nonce of a transaction the dev wallet signs'],
  ['eth_getCode', 'wallets check whether a recipient is a contract'],
  ['eth_getBlockByNumber', 'fee estimation (base fee of the latest block), receipt confirmations'],
  ['eth_getBlockByHash', 'wallets and viem read the block of a receipt'],
  ['eth_getTransactionByHash', 'waiting for a transaction (viem notices replaced transactions)'],
  ['eth_getTransactionReceipt', 'waiting for a transaction and reading its events (e.g. PropertyCreated)'],
  ['eth_sendRawTransaction', 'submitting a transaction signed in the browser (dev wallet) or by a wallet'],
  ['eth_getLogs', 'wallets and explorers reading events; bounded to MAX_LOG_BLOCKS blocks per query'],
]);

/** Most blocks one eth_getLogs may span (public BSC nodes allow a few thousand at most). */
const MAX_LOG_BLOCKS = 1000n;

export type RpcPolicyError = { code: number; message: string };

type LogFilter = { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown };

const HEX_QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,15})$/;
const TAGS_AT_HEAD = new Set(['latest', 'pending', 'safe', 'finalized']);

/** A block tag or number of a log filter, resolved against `head`; null when it is not one. */
function blockOf(tag: unknown, head: bigint): bigint | null {
  if (tag === undefined || (typeof tag === 'string' && TAGS_AT_HEAD.has(tag))) return head;
  if (tag === 'earliest') return 0n;
  if (typeof tag === 'string' && HEX_QUANTITY.test(tag)) return BigInt(tag);
  return null;
}

/**
 * Why an eth_getLogs call is refused, or null when it may go to the node. `head` gives the newest block
 * (asked only when a filter uses a tag or leaves a bound out).
 */
export async function checkLogQuery(
  params: unknown,
  head: () => Promise<bigint>,
): Promise<RpcPolicyError | null> {
  const invalid = { code: -32602, message: 'eth_getLogs takes one filter object' };
  if (!Array.isArray(params) || params.length !== 1) return invalid;
  const filter = params[0] as LogFilter | null;
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return invalid;
  if (filter.blockHash !== undefined) {
    if (filter.fromBlock !== undefined || filter.toBlock !== undefined) {
      return { code: -32602, message: 'A filter with blockHash takes no fromBlock or toBlock' };
    }
    return null;
  }
  const needsHead = [filter.fromBlock, filter.toBlock].some(
    (tag) => typeof tag !== 'string' || !tag.startsWith('0x'),
  );
  const now = needsHead ? await head() : 0n;
  const from = blockOf(filter.fromBlock, now);
  const to = blockOf(filter.toBlock, now);
  if (from === null || to === null) return { code: -32602, message: 'Invalid fromBlock or toBlock' };
  if (to - from + 1n > MAX_LOG_BLOCKS) {
    return { code: -32005, message: `Log queries span at most ${MAX_LOG_BLOCKS} blocks` };
  }
  return null;
}

/**
 * Most gas an eth_call or eth_estimateGas may name: the block gas limit of anvil (30,000,000; BSC's is higher, and
 * no transaction of the product comes near it). Above it, one call of an endless loop kept anvil from mining for
 * seconds (gas 1e9) or minutes (0xffffffffff). A call without gas gets the node's own default, its block gas limit.
 */
export const MAX_CALL_GAS = 30_000_000n;

/** The methods whose first parameter is a transaction the node runs: their `gas` is bounded. */
const RUNS_A_TRANSACTION = new Set(['eth_call', 'eth_estimateGas']);
const HEX_GAS = /^0x[0-9a-fA-F]{1,64}$/;

/**
 * The params to forward for `method`, with the gas of the transaction it runs (`gas`, or `gasLimit`, which some
 * nodes read too) lowered to MAX_CALL_GAS; a gas that is not a hex quantity is refused.
 */
export function boundCallGas(method: string, params: unknown[]): unknown[] | RpcPolicyError {
  if (!RUNS_A_TRANSACTION.has(method)) return params;
  const [transaction, ...rest] = params;
  if (!transaction || typeof transaction !== 'object' || Array.isArray(transaction)) return params;
  const bounded: Record<string, unknown> = { ...transaction };
  for (const field of ['gas', 'gasLimit']) {
    const gas = bounded[field];
    if (gas === undefined || gas === null) continue;
    if (typeof gas !== 'string' || !HEX_GAS.test(gas)) {
      return { code: -32602, message: `${field} must be a hex quantity` };
    }
    if (BigInt(gas) > MAX_CALL_GAS) bounded[field] = `0x${MAX_CALL_GAS.toString(16)}`;
  }
  return [bounded, ...rest];
}

/** Most levels of arrays and objects in one request body (a batch and an access list need fewer than 10). */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays or objects deeper than `max` levels (walked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (!current || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
