// A JSON-RPC front for the test chain: every call goes through to anvil unless `intercept` answers it (a node
// that refuses calls, caps log ranges, or answers huge results). Counts the calls per method.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RpcRequest = { jsonrpc: '2.0'; id: unknown; method: string; params?: unknown[] };
export type RpcReply = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: unknown };
/** Answers `request` itself, or returns undefined to pass it on (`forward` sends it to anvil). */
export type Intercept = (
  request: RpcRequest,
  forward: (request: RpcRequest) => Promise<RpcReply>,
) => Promise<RpcReply | undefined> | RpcReply | undefined;

export type RpcFront = {
  url: string;
  /** Calls received per method so far (batches count each call). */
  calls(method: string): number;
  /** HTTP requests received so far that held at least one call of `method` (a batch counts once). */
  requests(method: string): number;
  intercept(fn: Intercept | null): void;
  stop(): Promise<void>;
};

export async function startRpcFront(upstream: string, initial: Intercept | null = null): Promise<RpcFront> {
  let intercept = initial;
  const counts = new Map<string, number>();
  const requestCounts = new Map<string, number>();
  const forward = async (request: RpcRequest) =>
    (await (
      await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
    ).json()) as RpcReply;

  async function answer(request: RpcRequest): Promise<RpcReply> {
    counts.set(request.method, (counts.get(request.method) ?? 0) + 1);
    return (await intercept?.(request, forward)) ?? forward(request);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcRequest | RpcRequest[];
        for (const method of new Set((Array.isArray(body) ? body : [body]).map((call) => call.method))) {
          requestCounts.set(method, (requestCounts.get(method) ?? 0) + 1);
        }
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
    calls: (method) => counts.get(method) ?? 0,
    requests: (method) => requestCounts.get(method) ?? 0,
    intercept(fn) {
      intercept = fn;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A JSON-RPC error answer to `request`. */
export const rpcError = (request: RpcRequest, code: number, message: string): RpcReply => ({
  jsonrpc: '2.0',
  id: request.id,
  error: { code, message },
});
