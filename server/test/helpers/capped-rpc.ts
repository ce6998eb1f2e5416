// A JSON-RPC front for the test chain that caps eth_getLogs block ranges the way public BSC nodes do
// ("exceed maximum block range"); every other call goes through to anvil unchanged.
import { type RpcReply, type RpcRequest, rpcError, startRpcFront } from './rpc-front.ts';

type LogFilter = { fromBlock?: string; toBlock?: string; blockHash?: string };

export type CappedRpc = {
  url: string;
  /** eth_getLogs calls refused for their range so far. */
  refused(): number;
  stop(): Promise<void>;
};

export async function startCappedRpc(upstream: string, maxBlocks: number): Promise<CappedRpc> {
  let refused = 0;
  const front = await startRpcFront(upstream, async (request, forward) => {
    if (request.method !== 'eth_getLogs') return undefined;
    const filter = (request.params?.[0] ?? {}) as LogFilter;
    if (filter.blockHash) return undefined;
    const blockOf = async (tag: string | undefined): Promise<bigint> => {
      if (tag === 'earliest') return 0n;
      if (tag === undefined || !tag.startsWith('0x')) {
        const { result } = await forward({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' } as RpcRequest);
        return BigInt(result as string);
      }
      return BigInt(tag);
    };
    const span = (await blockOf(filter.toBlock)) - (await blockOf(filter.fromBlock)) + 1n;
    if (span <= BigInt(maxBlocks)) return undefined;
    refused++;
    return rpcError(request, -32005, `exceed maximum block range: ${maxBlocks}`) as RpcReply;
  });
  return { url: front.url, refused: () => refused, stop: front.stop };
}
