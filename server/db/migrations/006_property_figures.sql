-- The on-chain figures of every property as the lens reports them (PropertyLens.getPropertyView), refreshed by
-- the indexer for each property an event touched and when an announced price comes into force. The catalogue
-- endpoints read them here, a page at a time, instead of calling the lens over every property
-- (docs/api.md#on-chain-figures).
create table chain_property_figures (
  chain_id integer not null,
  token text not null,
  name text not null,
  initial_price numeric(78, 0) not null,
  current_price numeric(78, 0) not null,
  total_m2 numeric(78, 0) not null,
  lock_duration numeric(78, 0) not null,
  sold_m2 numeric(78, 0) not null,
  available_m2 numeric(78, 0) not null,
  bucket_balance numeric(78, 0) not null,
  sold_value numeric(78, 0) not null,
  available_value numeric(78, 0) not null,
  has_active_bucket boolean not null,
  has_user_investments boolean not null,
  is_sell_enabled boolean not null,
  is_listed boolean not null,
  refund boolean not null,
  is_liquidity_insufficient boolean not null,
  -- Registry order (getPropertyTokens index): the catalogue's default order.
  position integer not null,
  -- Chain time (seconds) from which an announced price is in force; null when none is announced.
  price_effective_at bigint,
  refreshed_at timestamptz not null default now(),
  primary key (chain_id, token)
);
create index chain_property_figures_listed_idx on chain_property_figures (chain_id, is_listed, position);
create index chain_property_figures_effective_idx on chain_property_figures (chain_id, price_effective_at)
  where price_effective_at is not null;
create index chain_property_figures_price_idx on chain_property_figures (chain_id, is_listed, current_price);
create index chain_property_figures_name_idx on chain_property_figures (chain_id, is_listed, name);
