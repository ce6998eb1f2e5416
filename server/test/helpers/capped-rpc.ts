// A JSON-RPC front for the test chain that caps eth_getLogs block ranges the way public BSC nodes do
// ("exceed maximum block range"); every other call goes through to anvil unchanged.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type RpcRequest = { jsonrpc: '2.0'; id: unknown; method: string; params?: unknown[] };
type LogFilter = { fromBlock?: string; toBlock?: string; blockHash?: string };

export type CappedRpc = {
  url: string;
  /** eth_getLogs calls refused for their range so far. */
  refused(): number;
  stop(): Promise<void>;
};

export async function startCappedRpc(upstream: string, maxBlocks: number): Promise<CappedRpc> {
  let refused = 0;
  const forward = async (request: RpcRequest) =>
    (await (
      await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
    ).json()) as { result?: unknown; error?: unknown };

  const blockOf = async (tag: string | undefined): Promise<bigint> => {
    if (tag === 'earliest') return 0n;
    if (tag === undefined || !tag.startsWith('0x')) {
      const { result } = await forward({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' });
      return BigInt(result as string);
    }
    return BigInt(tag);
  };

  async function answer(request: RpcRequest) {
    if (request.method === 'eth_getLogs') {
      const filter = (request.params?.[0] ?? {}) as LogFilter;
      if (!filter.blockHash) {
        const span = (await blockOf(filter.toBlock)) - (await blockOf(filter.fromBlock)) + 1n;
        if (span > BigInt(maxBlocks)) {
          refused++;
          return {
            jsonrpc: '2.0',
            id: request.id,
            error: { code: -32005, message: `exceed maximum block range: ${maxBlocks}` },
          };
        }
      }
    }
    return forward(request);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcRequest | RpcRequest[];
        const reply = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      } catch (error) {
        res.writeHead(502).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refused,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
