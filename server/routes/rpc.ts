// POST /rpc: same-origin JSON-RPC proxy for the browser's public client (on by default on the local chain,
// RPC_PROXY=1 elsewhere). Standard eth_/net_/web3_ reads and eth_sendRawTransaction pass; node-admin and
// node-key methods are refused with a JSON-RPC error.
import type { FastifyPluginAsync } from 'fastify';
import { RPC_BODY_LIMIT, rpcSchema } from '../schemas/rpc.ts';

const ALLOWED_PREFIXES = ['eth_', 'net_', 'web3_'];
/** Methods that would use keys held by the node, or that are not plain chain access. */
const REFUSED = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_coinbase',
  'eth_subscribe',
  'eth_unsubscribe',
]);
const MAX_BATCH = 100;

type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
type RpcResponse = {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string };
};

const rpcError = (id: unknown, code: number, message: string): RpcResponse => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message },
});

export const isAllowedMethod = (method: string) =>
  !REFUSED.has(method) && ALLOWED_PREFIXES.some((prefix) => method.startsWith(prefix));

const rpc: FastifyPluginAsync = async (app) => {
  if (!app.config.rpcProxy) return;
  const upstream = app.config.rpcUrl;

  async function forward(requests: RpcRequest[]): Promise<Map<unknown, RpcResponse> | null> {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(requests),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => null);
    if (!response?.ok) return null;
    const body = (await response.json().catch(() => null)) as RpcResponse[] | RpcResponse | null;
    const list = Array.isArray(body) ? body : body ? [body] : [];
    return new Map(list.map((r) => [JSON.stringify(r.id ?? null), r]));
  }

  app.post(
    '/rpc',
    {
      schema: rpcSchema,
      bodyLimit: RPC_BODY_LIMIT,
      config: { rateLimit: { max: app.config.rateLimits.rpc, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = request.body as RpcRequest | RpcRequest[] | undefined;
      const batch = Array.isArray(body);
      const items = batch ? body : [body];
      if (items.length === 0 || items.length > MAX_BATCH) {
        return reply.send(rpcError(null, -32600, `Batches hold 1 to ${MAX_BATCH} requests`));
      }
      const answers: (RpcResponse | null)[] = items.map((item) => {
        if (!item || typeof item !== 'object' || item.jsonrpc !== '2.0' || typeof item.method !== 'string') {
          return rpcError(item?.id, -32600, 'Invalid request');
        }
        if (!isAllowedMethod(item.method))
          return rpcError(item.id, -32601, `Method ${item.method} is not available`);
        return null;
      });
      const toForward = items.filter((_, i) => answers[i] === null) as RpcRequest[];
      // Ids must be unique to match answers; renumber and restore them.
      const forwarded = toForward.map((item, i) => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: item.method,
        params: item.params ?? [],
      }));
      const results = forwarded.length > 0 ? await forward(forwarded) : new Map();
      let next = 0;
      const merged = answers.map((answer, i) => {
        if (answer) return answer;
        const id = items[i]?.id ?? null;
        const upstreamAnswer = results?.get(JSON.stringify(++next));
        if (!upstreamAnswer) return rpcError(id, -32603, 'Blockchain connection error');
        return { ...upstreamAnswer, id };
      });
      return reply.send(batch ? merged : merged[0]);
    },
  );
};

export default rpc;
