// Liveness and readiness: database, chain head and indexer lag.
import { Type } from 'typebox';
import { Nullable } from './common.ts';

export const Health = Type.Object(
  {
    status: Type.Enum(['ok', 'degraded'], {
      type: 'string',
      description: '`ok` when the database and the chain answer; 503 with `degraded` otherwise.',
    }),
    version: Type.String(),
    database: Type.Object({
      ok: Type.Boolean(),
      engine: Type.Enum(['pglite', 'postgres'], { type: 'string' }),
    }),
    chain: Type.Object({
      ok: Type.Boolean(),
      chain_id: Type.Integer(),
      block_number: Nullable(Type.Integer()),
    }),
    indexer: Type.Object({
      enabled: Type.Boolean(),
      leader: Type.Boolean({ description: 'This process holds the indexer lock.' }),
      checkpoint_block: Nullable(Type.Integer({ description: 'Last block fully indexed.' })),
      lag_blocks: Nullable(Type.Integer({ description: 'Chain head minus checkpoint.' })),
    }),
  },
  { $id: 'Health' },
);

export const healthSchema = {
  operationId: 'systemHealth',
  tags: ['system'],
  summary: 'Health of the API, its database, the chain node and the indexer',
  response: { 200: { $ref: 'Health#' }, 503: { $ref: 'Health#' } },
  security: [],
};

export const healthSchemas = [Health];
