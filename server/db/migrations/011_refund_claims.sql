-- Refund claims on delisted properties (RefundClaimed: `m2` retired, 0 for a top-up paid later, and `amount`
-- paid), chain-derived like purchases: the portfolio counts them as disposals (docs/portfolio.md#refunds).
create table refund_claims (
  id serial primary key,
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  block_hash text not null,
  block_time timestamptz not null,
  holder text not null,
  token text not null,
  m2 numeric(78, 0) not null,
  amount numeric(78, 0) not null,
  created_at timestamptz not null default now(),
  unique (chain_id, tx_hash, log_index)
);
create index refund_claims_holder_idx on refund_claims (chain_id, holder, block_time);

-- Claims made before this table existed are on chain only: the indexer reads the chain again from its start
-- (every record is idempotent per log), so they are recorded too.
delete from indexer_checkpoints;
