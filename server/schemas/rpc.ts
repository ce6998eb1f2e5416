// Same-origin JSON-RPC proxy for the browser's public client (local chain, or RPC_PROXY=1).
import { Type } from 'typebox';
import { RPC_MAX_BATCH } from '#core/rpcBatch.ts';
import { errorResponses } from './common.ts';

export { RPC_MAX_BATCH };
export const RPC_BODY_LIMIT = 256 * 1024;

const JsonRpcRequest = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
    method: Type.String({ maxLength: 100 }),
    params: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);

export const rpcSchema = {
  operationId: 'rpcProxy',
  tags: ['system'],
  summary: 'JSON-RPC proxy to the chain node',
  description:
    'Forwards the chain reads and transaction calls the web app and wallets use (single or batch of at most ' +
    '20): `eth_chainId`, `net_version`, `web3_clientVersion`, `eth_blockNumber`, `eth_call`, `eth_estimateGas`, ' +
    '`eth_gasPrice`, `eth_maxPriorityFeePerGas`, `eth_feeHistory`, `eth_getBalance`, `eth_getTransactionCount`, ' +
    '`eth_getCode`, `eth_getBlockByNumber`, `eth_getBlockByHash`, `eth_getTransactionByHash`, ' +
    '`eth_getTransactionReceipt`, `eth_sendRawTransaction` and `eth_getLogs` (at most 1000 blocks per query). ' +
    'Every other method gets a JSON-RPC error -32601. The `gas` of `eth_call` and `eth_estimateGas` is lowered ' +
    'to 30,000,000. A node that takes over 5 s, or answers over 2 MB, gets a JSON-RPC error -32005. ' +
    'Rate limited per client IP: each call of a batch counts, a log query counts ten.',
  docsOnlyBody: Type.Union([JsonRpcRequest, Type.Array(JsonRpcRequest, { minItems: 1, maxItems: 20 })]),
  response: {
    200: {
      description: 'JSON-RPC response: one object, or an array for a batch.',
      anyOf: [
        { type: 'object', additionalProperties: true },
        { type: 'array', items: { type: 'object', additionalProperties: true } },
      ],
    },
    400: {
      description:
        'A body nesting arrays and objects more than 32 levels deep: one JSON-RPC error -32600 (id null).',
      type: 'object',
      additionalProperties: true,
    },
    429: { ...errorResponses.detail, description: 'Too many calls from this client (rate limit).' },
  },
  security: [],
};
