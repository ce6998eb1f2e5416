// The shapes of the records the repositories (server/plugins/app/repositories/) return and server/lib's plain
// functions take: here, so that lib never imports a plugin (docs/architecture.md#boundaries). The repositories
// re-export them for their callers.
import type { Property } from '../schemas/properties.ts';

/** A backend property record, with its times as dates. */
export type PropertyRecord = Omit<Property, 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

/** A JSON value an entry's before/after may hold (bigints must be written as decimal strings first). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
export type AuditState = Record<string, AuditValue>;

// A holder's portfolio (docs/portfolio.md).
export type PortfolioTxKind =
  | 'purchase'
  | 'sale'
  | 'income_claim'
  | 'income_reinvest'
  | 'refund'
  | 'transfer_in'
  | 'transfer_out';

export type PortfolioTxRecord = {
  kind: PortfolioTxKind;
  token: string;
  tx_hash: string;
  log_index: number;
  block_number: string;
  /** Null for a transfer (token_transfers keep no time): the caller reads it from the chain. */
  block_time: Date | null;
  /** M2 base units moved (null for a claim of income). */
  m2: string | null;
  /** Stablecoin base units: cost, payout, income or refund paid (0 for a transfer). */
  amount: string;
  /** Price per whole M2 of a purchase or a sale, else null. */
  price: string | null;
};

export type PortfolioPropertyRecord = {
  token: string;
  property_id: number | null;
  property_name: string;
  property_name_ru: string | null;
  initial_price: string;
  current_price: string | null;
};

export type PricePointRecord = { token: string; block_time: Date; price: string };
