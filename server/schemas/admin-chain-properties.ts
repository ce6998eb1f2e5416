// GET /custom_admin/chain-properties/: every property on chain (listed or not) with its indexed figures, a page
// at a time, and the block the figures reflect (docs/api.md#indexed-block).
import { type Static, Type } from 'typebox';
import { errorResponses, ListQuery, Nullable, ref } from './common.ts';
import { OnchainProperty } from './properties.ts';

export const ChainPropertyPage = Type.Object(
  {
    properties: Type.Array(ref(OnchainProperty)),
    total: Type.Integer({ minimum: 0, description: 'Properties matching the filter, on every page.' }),
    indexed_block: Nullable(
      Type.String({
        pattern: '^[0-9]+$',
        description:
          'Block the figures reflect at least: every block up to it is indexed and the figures it touched were ' +
          'read after it. Null before the indexer has finished a pass.',
      }),
    ),
  },
  { $id: 'ChainPropertyPage' },
);
export type ChainPropertyPage = Static<typeof ChainPropertyPage>;

export const adminChainPropertiesSchema = {
  operationId: 'customAdminChainPropertiesList',
  tags: ['custom-admin'],
  summary: 'Every property on chain with its indexed figures (managers, admins and the fund manager)',
  description:
    'Every property without `range`; with it one page, with Content-Range. Sort: position, name, ' +
    'bucket_balance, sold_m2, current_price (ties in registry order). Filters: q (name or address), address, ' +
    'is_listed, refund, is_sell_enabled, is_liquidity_insufficient, bucket_balance_gte/_lte, sold_m2_gte/_lte.',
  querystring: ListQuery,
  response: {
    200: {
      ...ref(ChainPropertyPage),
      headers: {
        'Content-Range': {
          type: 'string',
          description: 'Present when `range` was given: `properties <start>-<end>/<total>`.',
        },
      },
    },
    400: errorResponses.badRequest,
    401: { ...errorResponses.detail, description: '`Authentication required`.' },
    403: { ...errorResponses.detail, description: '`You do not have permission to perform this action`.' },
    503: errorResponses.detail,
  },
};

export const adminChainPropertySchemas = [ChainPropertyPage];
