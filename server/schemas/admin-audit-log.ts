// GET /custom_admin/audit-log/ (docs/audit-log.md): who did what, when, before → after, from the API or the chain.
import { type Static, Type } from 'typebox';
import { contentRangeHeader, DateTime, errorResponses, ListQuery, Nullable, ref, TxHash } from './common.ts';

const State = Nullable(
  Type.Record(Type.String(), Type.Unknown(), {
    description: 'Fields of the subject (only those the action changed, where it says).',
  }),
);

export const AuditLogEntry = Type.Object(
  {
    id: Type.Integer(),
    at: { ...DateTime, description: 'When: the request time (api) or the block time (chain).' },
    actor: Nullable(
      Type.String({
        description:
          "Who: the signed-in wallet (api) or the transaction's sender (chain), EIP-55; null for none.",
      }),
    ),
    source: Type.Union([Type.Literal('api'), Type.Literal('chain')]),
    action: Type.String({ description: 'What: an action code of docs/audit-log.md#actions.' }),
    subject_type: Type.String({ description: '`property`, `account`, `vault`, `registry`, `investor`…' }),
    subject_id: Nullable(
      Type.String({ description: 'An address (EIP-55) or a record id; null for the whole system.' }),
    ),
    subject_name: Nullable(
      Type.String({ description: "The subject's name where it has one (a property's), else null." }),
    ),
    before: State,
    after: State,
    tx_hash: Nullable(TxHash),
    block_number: Nullable(Type.Integer()),
    log_index: Nullable(Type.Integer()),
  },
  { $id: 'AuditLogEntry' },
);
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const adminListAuditLogSchema = {
  operationId: 'customAdminAuditLogList',
  tags: ['custom-admin'],
  summary: 'The audit log: back-office edits and on-chain admin events (managers, admins and compliance)',
  description:
    'Filters (`filter` JSON): `actor`, `subject` (an address, or a record id the entry names), `action`, ' +
    '`source` (`api`|`chain`), `subject_type`, `tx_hash`, `at_gte` and `at_lte` (ISO 8601), `q`. ' +
    'Sort by `id`, `at`, `action`, `actor` or `source`.',
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(AuditLogEntry)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    401: { ...errorResponses.detail, description: '`Authentication required`.' },
    403: { ...errorResponses.detail, description: '`You do not have permission to perform this action`.' },
    503: errorResponses.detail,
  },
};

export const auditLogSchemas = [AuditLogEntry];
