// GET /custom_admin/recoveries/ (docs/compliance.md#the-back-offices-recoveries): every recovery of a lost wallet
// the identity registry announced, with its delay, its status and its transactions.
import { type Static, Type } from 'typebox';
import { RECOVERY_STATUSES } from '#core/recoveryStatus.ts';
import {
  Address,
  contentRangeHeader,
  DateTime,
  errorResponses,
  ListQuery,
  Nullable,
  ref,
  TokenAmount,
  TxHash,
} from './common.ts';

export const RecoveryStatus = Type.Enum(RECOVERY_STATUSES, {
  description:
    '`pending` during the delay, `ready` once the chain reached `ready_at`, then `cancelled` or `executed`.',
});

export const RecoveredProperty = Type.Object(
  {
    token: { ...Address, description: 'The property token whose holding moved.' },
    amount: { ...TokenAmount, description: 'M2 base units moved to the replacement.' },
  },
  { $id: 'RecoveredProperty' },
);

export const Recovery = Type.Object(
  {
    id: Type.String({ description: 'The request log: `<tx hash>-<log index>`.' }),
    lost: { ...Address, description: 'The lost wallet.' },
    replacement: { ...Address, description: 'The approved wallet its M2 move to.' },
    requested_by: { ...Address, description: 'Who announced it (the event’s `by`).' },
    requested_at: { ...DateTime, description: 'Block time of the request.' },
    ready_at: { ...DateTime, description: 'From when it may be executed (request + RECOVERY_DELAY).' },
    status: RecoveryStatus,
    request_tx: TxHash,
    cancelled_by: Nullable(Address),
    cancelled_at: Nullable(DateTime),
    cancel_tx: Nullable(TxHash),
    executed_by: Nullable(Address),
    executed_at: Nullable(DateTime),
    execute_tx: Nullable(TxHash),
    properties: Type.Array(ref(RecoveredProperty), {
      description: 'Executed: one entry per property whose holding moved.',
    }),
  },
  { $id: 'Recovery' },
);
export type Recovery = Static<typeof Recovery>;

export const listRecoveriesSchema = {
  operationId: 'customAdminRecoveriesList',
  tags: ['custom-admin'],
  summary: 'Recoveries of lost wallets (compliance and admins)',
  description:
    'Filters (`filter` JSON): `status` (`pending`|`ready`|`cancelled`|`executed`, or a list), `lost`, ' +
    '`replacement`, `wallet` (either of the two), `requested_by`, `q`. Sort by `requested_at` (default, newest ' +
    'first), `ready_at`, `status`, `lost` or `replacement`. `ready` is read against the chain’s clock.',
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(Recovery)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    401: { ...errorResponses.detail, description: '`Authentication required`.' },
    403: { ...errorResponses.detail, description: '`You do not have permission to perform this action`.' },
    503: errorResponses.detail,
  },
};

export const recoverySchemas = [RecoveredProperty, Recovery];
