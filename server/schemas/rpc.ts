// Same-origin JSON-RPC proxy for the browser's public client (local chain, or RPC_PROXY=1).
import { Type } from 'typebox';

export const RPC_BODY_LIMIT = 512 * 1024;

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
    'Forwards standard `eth_*`, `net_*` and `web3_*` calls (single or batch, incl. `eth_sendRawTransaction`) to ' +
    'the node. Node-admin methods (`anvil_*`, `evm_*`, `hardhat_*`, `debug_*`, `personal_*`, `admin_*`) and ' +
    'node-held-key methods (`eth_sendTransaction`, `eth_sign*`) get a JSON-RPC error (-32601). Rate limited.',
  docsOnlyBody: Type.Union([JsonRpcRequest, Type.Array(JsonRpcRequest, { minItems: 1, maxItems: 100 })]),
  response: {
    200: {
      description: 'JSON-RPC response: one object, or an array for a batch.',
      anyOf: [
        { type: 'object', additionalProperties: true },
        { type: 'array', items: { type: 'object', additionalProperties: true } },
      ],
    },
  },
  security: [],
};
