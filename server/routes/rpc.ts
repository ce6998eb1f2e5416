// POST /rpc: same-origin JSON-RPC proxy for the browser's public client (on by default on the local chain,
// RPC_PROXY=1 elsewhere). Only the methods of lib/rpc-policy.ts pass; every other one gets a JSON-RPC error.
// Bounded: batches, log ranges, the gas of a call or an estimate (MAX_CALL_GAS), the time the node takes
// (config.rpcProxyTimeoutMs), the bytes of the node's answer (read as they arrive, dropped past the cap), calls
// in flight to the node, and calls per client IP and minute (RATE_LIMIT_RPC, each call of a batch counts).
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { memoryBudget, redisBudget } from '../lib/rate-budget.ts';
import {
  ALLOWED_METHODS,
  boundCallGas,
  checkLogQuery,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
} from '../lib/rpc-policy.ts';
import { RPC_BODY_LIMIT, RPC_MAX_BATCH, rpcSchema } from '../schemas/rpc.ts';

/** Bytes of the node's answer to one request (a batch included); more is refused, not read. */
export const MAX_RPC_RESPONSE_BYTES = 2 * 1024 * 1024;
/** Calls to the node in flight at once, and requests waiting for one of those slots. */
const MAX_IN_FLIGHT = 8;
const MAX_WAITING = 64;
/** Budget units per call; a log query costs more (it makes the node scan blocks). */
const costOf = (method: string) => (method === 'eth_getLogs' ? 10 : 1);

type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
type RpcResponse = {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string };
};
type Valid = RpcRequest & { method: string };

const rpcError = (id: unknown, code: number, message: string): RpcResponse => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message },
});

const isAllowedMethod = (method: string) => ALLOWED_METHODS.has(method);

/** At most `max` holders at once; `acquire` resolves null when `waiting` callers already queue. */
function slots(max: number, waiting: number) {
  let busy = 0;
  const queue: (() => void)[] = [];
  return {
    async acquire(): Promise<(() => void) | null> {
      if (busy >= max) {
        if (queue.length >= waiting) return null;
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        busy++;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = queue.shift();
        if (next) next();
        else busy--;
      };
    },
  };
}

/** The body of `response` as text, or null once it passes `cap` bytes (the rest is not read). */
async function readCapped(response: Response, cap: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > cap) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const rpc: FastifyPluginAsync = async (app) => {
  if (!app.config.rpcProxy) return;
  const upstream = app.config.rpcUrl;
  const timeoutMs = app.config.rpcProxyTimeoutMs;
  const limit = app.config.rateLimits.rpc;
  const budget = app.redis
    ? redisBudget(app.redis, `${app.config.redisPrefix}rpc-calls:`, limit, 60_000)
    : memoryBudget(limit, 60_000);
  const inFlight = slots(MAX_IN_FLIGHT, MAX_WAITING);

  type Forwarded = Map<number, RpcResponse> | { failure: string };
  async function forward(requests: object[]): Promise<Forwarded> {
    const release = await inFlight.acquire();
    if (!release) return { failure: 'The node is busy: retry shortly' };
    try {
      // One budget for the whole exchange, the answer's body included: the node may stall mid-answer too.
      const signal = AbortSignal.timeout(timeoutMs);
      const timedOut = {
        failure: `The node did not answer within ${timeoutMs / 1000} s: ask for less at a time`,
      };
      const response = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(requests),
        signal,
      }).catch(() => null);
      if (signal.aborted) return timedOut;
      if (!response?.ok) {
        await response?.body?.cancel();
        return { failure: 'Blockchain connection error' };
      }
      const text = await readCapped(response, MAX_RPC_RESPONSE_BYTES).catch(() => undefined);
      if (signal.aborted) return timedOut;
      if (text === undefined) return { failure: 'Blockchain connection error' };
      if (text === null) {
        return {
          failure: `Response too large (over ${MAX_RPC_RESPONSE_BYTES / 1024 / 1024} MB): ask for less at a time`,
        };
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { failure: 'Blockchain connection error' };
      }
      const list = (Array.isArray(body) ? body : [body]) as RpcResponse[];
      return new Map(list.filter((r) => r && typeof r === 'object').map((r) => [Number(r.id), r]));
    } finally {
      release();
    }
  }

  app.post('/rpc', { schema: rpcSchema, bodyLimit: RPC_BODY_LIMIT }, async (request, reply) => {
    const body = request.body as RpcRequest | RpcRequest[] | undefined;
    // Deeper bodies overflowed the stack of JSON.stringify on the way to the node (a 500).
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      return reply
        .code(400)
        .send(rpcError(null, -32600, `Requests nest at most ${MAX_JSON_DEPTH} levels deep`));
    }
    const batch = Array.isArray(body);
    const items = batch ? body : [body];
    if (items.length === 0 || items.length > RPC_MAX_BATCH) {
      return reply.send(rpcError(null, -32600, `Batches hold 1 to ${RPC_MAX_BATCH} requests`));
    }
    const valid = (item: RpcRequest | undefined): item is Valid =>
      !!item && typeof item === 'object' && item.jsonrpc === '2.0' && typeof item.method === 'string';
    const cost = items.reduce((sum, item) => sum + (valid(item) ? costOf(item.method) : 0), 0);
    const spent = await budget.take(request.ip, Math.max(1, cost));
    if (!spent.ok) {
      throw new HttpError(429, `Too many requests: retry in ${spent.retryAfterSeconds} seconds.`, {
        'retry-after': String(spent.retryAfterSeconds),
      });
    }

    let head: Promise<bigint> | null = null;
    const latest = () => {
      head ??= app.chain.blockNumber();
      return head;
    };
    const answers: (RpcResponse | null)[] = [];
    for (const item of items) {
      if (!valid(item)) {
        answers.push(rpcError((item as RpcRequest | undefined)?.id, -32600, 'Invalid request'));
      } else if (!isAllowedMethod(item.method)) {
        answers.push(rpcError(item.id, -32601, `Method ${item.method.slice(0, 100)} is not available`));
      } else if (item.params !== undefined && !Array.isArray(item.params)) {
        answers.push(rpcError(item.id, -32602, 'params must be an array'));
      } else if (item.method === 'eth_getLogs') {
        const refused = await checkLogQuery(item.params ?? [], latest).catch(() => ({
          code: -32603,
          message: 'Blockchain connection error',
        }));
        answers.push(refused ? rpcError(item.id, refused.code, refused.message) : null);
      } else {
        const params = boundCallGas(item.method, item.params ?? []);
        if (Array.isArray(params)) {
          item.params = params;
          answers.push(null);
        } else {
          answers.push(rpcError(item.id, params.code, params.message));
        }
      }
    }

    const toForward = items.filter((_, i) => answers[i] === null) as Valid[];
    // Ids must be unique to match answers; renumber and restore them.
    const forwarded = toForward.map((item, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: item.method,
      params: item.params ?? [],
    }));
    const results: Forwarded = forwarded.length > 0 ? await forward(forwarded) : new Map();
    let next = 0;
    const merged = answers.map((answer, i) => {
      if (answer) return answer;
      const id = items[i]?.id ?? null;
      next++;
      if (!(results instanceof Map)) return rpcError(id, -32005, results.failure);
      const upstreamAnswer = results.get(next);
      if (!upstreamAnswer) return rpcError(id, -32603, 'Blockchain connection error');
      return { ...upstreamAnswer, jsonrpc: '2.0' as const, id };
    });
    return reply.send(batch ? merged : merged[0]);
  });
};

export default rpc;
