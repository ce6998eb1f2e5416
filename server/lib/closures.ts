// Closures of a property announced on the registry before they apply (MasterRegistry.pendingClosure,
// docs/money-rules.md#closures): selling back ends (`CLOSE_SELL_BACK` = 1) or the property is delisted without
// refund (`CLOSE_DELIST` = 2), `CLOSURE_NOTICE` after the announcement. Named here once for the audit log, the
// mails and the API (docs/api.md#on-chain-figures).

export type Closure = 'sell_back' | 'delist';

const CLOSURES: Record<string, Closure> = { '1': 'sell_back', '2': 'delist' };

/** The closure of a registry `kind` (0 or unknown: null). */
export const closureOf = (kind: bigint | number | string | null | undefined): Closure | null =>
  kind === null || kind === undefined ? null : (CLOSURES[String(kind)] ?? null);
