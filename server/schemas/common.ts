// Building blocks shared by every area's schema file: error bodies, chain values and list queries.
import { type Static, type TSchema, Type } from 'typebox';

/** Every non-validation error: `{"detail": "..."}` (the texts of docs/messages.md). */
export const ErrorDetail = Type.Object(
  {
    detail: Type.String({
      description: 'Human-readable message (the texts of docs/messages.md where there is one).',
    }),
  },
  { $id: 'ErrorDetail', additionalProperties: false },
);

/** 400 validation failure: one entry per field, each a list of messages; `non_field_errors` for the rest. */
export const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()), {
  $id: 'FieldErrors',
  description:
    'Validation failure: `{"field": ["message", ...]}`. Errors not tied to one field are under `non_field_errors`.',
});

/** A reference to a shared schema registered with `app.addSchema`, typed as the schema itself. */
export function ref<T extends TSchema>(schema: T) {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: `${id}#` });
}

/** Shared schemas to register once (they become `components.schemas` in OpenAPI). */
export const sharedSchemas: TSchema[] = [ErrorDetail, FieldErrors];

export const errorResponses = {
  badRequest: ref(FieldErrors),
  detail: ref(ErrorDetail),
};

export const Address = Type.String({
  pattern: '^0x[0-9a-fA-F]{40}$',
  description: 'EVM address (0x + 40 hex digits); responses use the EIP-55 checksum form.',
});
export const TxHash = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'Transaction hash.' });
/** A 65-byte ECDSA signature (r, s, v), as wallets and viem write it. */
export const Signature = Type.String({
  pattern: '^0x[0-9a-fA-F]{130}$',
  description: '65-byte ECDSA signature (r, s, v): 0x + 130 hex digits.',
});
export const Uint = Type.String({
  pattern: '^[0-9]+$',
  description: 'Unsigned integer as a decimal string (uint256-safe).',
});
export const TokenAmount = Type.String({
  pattern: '^[0-9]+$',
  description: 'M2 in token base units (18 decimals: 1 M2 = 10^18), decimal string.',
});
export const StableAmount = Type.String({
  pattern: '^[0-9]+$',
  description: 'Stablecoin base units (see the USDT contract `decimals()`), decimal string.',
});
/** ISO 8601 date-time in JSON; handlers may return Date objects (the serializer writes them as ISO strings). */
export const DateTime = Type.Unsafe<string | Date>({ type: 'string', format: 'date-time' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Largest id a `serial` (int4) column holds: a bigger id names no record. */
export const MAX_RECORD_ID = 2_147_483_647;
export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_RECORD_ID }) });
export type IdParam = Static<typeof IdParam>;

/** react-admin ra-data-simple-rest parameters; with `range` the answer carries `Content-Range`. */
export const ListQuery = Type.Object({
  sort: Type.Optional(
    Type.String({ description: 'JSON `["field","ASC"|"DESC"]` (react-admin simple-rest).', maxLength: 200 }),
  ),
  range: Type.Optional(
    Type.String({
      description:
        'JSON `[start, end]`, inclusive (react-admin simple-rest). The answer then has `Content-Range`.',
      maxLength: 100,
    }),
  ),
  filter: Type.Optional(
    Type.String({
      description: 'JSON object of field filters; `q` searches text (react-admin simple-rest).',
      maxLength: 2000,
    }),
  ),
});
export type ListQuery = Static<typeof ListQuery>;

export const contentRangeHeader = {
  'Content-Range': {
    type: 'string',
    description:
      'Present when `range` was given: `<resource> <start>-<end>/<total>` (react-admin simple-rest).',
  },
};

/** Where a chain-derived record comes from: its log. */
export const onChain = {
  tx_hash: TxHash,
  log_index: Type.Integer(),
  block_number: Type.Integer(),
  block_time: DateTime,
};

/** The property a chain-derived record is about. */
export const propertyRef = {
  property_id: Nullable(Type.Integer({ description: 'Backend record of the property, if any.' })),
  property_name: Type.String({ description: 'Name on chain.' }),
  contract_address: Address,
};
