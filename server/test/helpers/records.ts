// Everything the indexer derives from the chain, in a canonical order, to compare two databases.
import type { Database } from '../../db/database.ts';

const QUERIES = {
  chain_properties: `select token, name, total_m2::text, initial_price::text, lock_duration::text, creator, block_number, tx_hash, log_index
                     from chain_properties order by block_number, log_index`,
  property_state_events:
    'select tx_hash, log_index, block_number, token, kind, value from property_state_events order by block_number, log_index',
  purchases: `select tx_hash, log_index, block_number, block_hash, block_time, buyer, token, m2::text, cost::text, price::text
              from purchases order by block_number, log_index`,
  sales: `select tx_hash, log_index, block_number, block_hash, block_time, seller, token, m2::text, payout::text, price::text, from_general::text
          from sales order by block_number, log_index`,
  income_distributions: `select tx_hash, log_index, block_number, block_hash, block_time, token, distributor, distribution_index,
                           amount::text, issuer_share::text, period_start, period_end
                         from income_distributions order by block_number, log_index`,
  income_payments: `select tx_hash, log_index, block_number, block_time, kind, holder, token, amount::text, m2::text
                    from income_payments order by block_number, log_index`,
  token_transfers: `select tx_hash, log_index, block_number, token, from_address, to_address, amount::text
                    from token_transfers order by block_number, log_index`,
  token_locks: `select tx_hash, log_index, block_number, token, account, amount::text, locked_amount::text, unlock_time
                from token_locks order by block_number, log_index`,
  ownerships: 'select holder, token from ownerships order by holder, token',
  chain_property_figures: `select token, name, initial_price::text, current_price::text, total_m2::text, lock_duration::text,
                             sold_m2::text, available_m2::text, bucket_balance::text, sold_value::text, available_value::text,
                             has_active_bucket, has_user_investments, is_sell_enabled, is_listed, refund,
                             is_liquidity_insufficient, position, price_effective_at
                           from chain_property_figures order by position`,
  audit_log: `select at, actor, action, subject_type, subject_id, before::text, after::text, tx_hash, block_number, log_index
              from audit_log where source = 'chain' order by block_number, log_index`,
  certificates: `select pu.tx_hash, pu.log_index, c.property_name, c.signer, c.signature, c.issued_at
                 from certificates c join purchases pu on pu.id = c.purchase_id order by pu.block_number, pu.log_index`,
} as const;

export type RecordsDump = Record<keyof typeof QUERIES, unknown[]>;

export async function dumpRecords(db: Database): Promise<RecordsDump> {
  const dump = {} as RecordsDump;
  for (const [table, sql] of Object.entries(QUERIES) as [keyof typeof QUERIES, string][]) {
    dump[table] = (await db.query(sql)).map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : String(v)]),
      ),
    );
  }
  return dump;
}
