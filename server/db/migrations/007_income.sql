-- Rental income (docs/income.md): every IncomeDistributed event, and every payment of income to a holder
-- (IncomeClaimed: paid in stablecoin; IncomeReinvested: spent on more M2). Chain-derived like purchases.
create table income_distributions (
  id serial primary key,
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  block_hash text not null,
  block_time timestamptz not null,
  token text not null,
  distributor text not null,
  distribution_index integer not null,
  amount numeric(78, 0) not null,
  issuer_share numeric(78, 0) not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  created_at timestamptz not null default now(),
  unique (chain_id, tx_hash, log_index)
);
create index income_distributions_token_idx on income_distributions (chain_id, token, block_time);

create table income_payments (
  id serial primary key,
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  block_hash text not null,
  block_time timestamptz not null,
  kind text not null check (kind in ('claim', 'reinvest')),
  holder text not null,
  token text not null,
  amount numeric(78, 0) not null,
  m2 numeric(78, 0),
  created_at timestamptz not null default now(),
  unique (chain_id, tx_hash, log_index)
);
create index income_payments_holder_idx on income_payments (chain_id, holder, block_time);
