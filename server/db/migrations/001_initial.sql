-- Initial schema. Addresses and hashes are stored lower-case; token and stablecoin amounts are numeric(78, 0)
-- (uint256). Chain-derived rows carry (chain_id, tx_hash, log_index) so indexing is idempotent.

create table users (
  id serial primary key,
  wallet_address text not null unique check (wallet_address ~ '^0x[0-9a-f]{40}$'),
  email text,
  created_at timestamptz not null default now(),
  last_login_at timestamptz
);
create unique index users_email_key on users (lower(email)) where email is not null;

-- A login signature works once: the primary key refuses any reuse, also under concurrent submits.
create table login_signatures (
  wallet_address text not null,
  timestamp_ms bigint not null,
  used_at timestamptz not null default now(),
  primary key (wallet_address, timestamp_ms)
);

-- One row per refresh token (its jti); access tokens carry it as `sid`, so logout revokes both.
create table sessions (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

create table properties (
  id serial primary key,
  name text not null,
  description text not null,
  name_ru text,
  description_ru text,
  property_address text,
  property_address_ru text,
  contract_address text not null unique check (contract_address ~ '^0x[0-9a-f]{40}$'),
  apy_percent numeric(8, 2) not null check (apy_percent >= 0),
  image text,
  status text not null default 'active' check (status in ('active', 'inactive', 'delisted')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table property_images (
  id serial primary key,
  property_id integer not null references properties (id) on delete cascade,
  image text not null,
  created_at timestamptz not null default now()
);
create index property_images_property_idx on property_images (property_id, id);

-- Properties as the registry created them (PropertyCreated).
create table chain_properties (
  chain_id integer not null,
  token text not null,
  name text not null,
  total_m2 numeric(78, 0) not null,
  initial_price numeric(78, 0) not null,
  lock_duration numeric(78, 0) not null,
  creator text not null,
  block_number bigint not null,
  tx_hash text not null,
  log_index integer not null,
  primary key (chain_id, token)
);

-- PropertyDelisted (kind 'delisted', value = refund) and SellEnabledUpdated (kind 'sell_enabled').
create table property_state_events (
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  token text not null,
  kind text not null check (kind in ('delisted', 'sell_enabled')),
  value boolean not null,
  primary key (chain_id, tx_hash, log_index)
);
create index property_state_events_token_idx on property_state_events (chain_id, token, block_number desc, log_index desc);

-- Listing state of each property as its events left it: a delisting sets the sell flag to its refund flag.
create view chain_property_state as
select cp.chain_id, cp.token, cp.name,
       d.value is null as is_listed,
       coalesce(d.value, false) as refund,
       coalesce(s.value, true) as is_sell_enabled
from chain_properties cp
left join lateral (
  select e.value from property_state_events e
  where e.chain_id = cp.chain_id and e.token = cp.token and e.kind = 'delisted'
  order by e.block_number, e.log_index limit 1
) d on true
left join lateral (
  select e.value from property_state_events e
  where e.chain_id = cp.chain_id and e.token = cp.token
  order by e.block_number desc, e.log_index desc limit 1
) s on true;

create table purchases (
  id serial primary key,
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  block_hash text not null,
  block_time timestamptz not null,
  buyer text not null,
  token text not null,
  m2 numeric(78, 0) not null,
  cost numeric(78, 0) not null,
  price numeric(78, 0) not null,
  created_at timestamptz not null default now(),
  unique (chain_id, tx_hash, log_index)
);
create index purchases_buyer_idx on purchases (chain_id, buyer);

create table sales (
  id serial primary key,
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  block_hash text not null,
  block_time timestamptz not null,
  seller text not null,
  token text not null,
  m2 numeric(78, 0) not null,
  payout numeric(78, 0) not null,
  price numeric(78, 0) not null,
  from_general numeric(78, 0) not null,
  created_at timestamptz not null default now(),
  unique (chain_id, tx_hash, log_index)
);
create index sales_seller_idx on sales (chain_id, seller);

-- ERC-20 Transfer and Locked events of the property tokens: holdings are derived from them.
create table token_transfers (
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  token text not null,
  from_address text not null,
  to_address text not null,
  amount numeric(78, 0) not null,
  primary key (chain_id, tx_hash, log_index)
);
create index token_transfers_to_idx on token_transfers (chain_id, to_address, token);
create index token_transfers_from_idx on token_transfers (chain_id, from_address, token);

create table token_locks (
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  token text not null,
  account text not null,
  amount numeric(78, 0) not null,
  locked_amount numeric(78, 0) not null,
  unlock_time bigint not null,
  primary key (chain_id, tx_hash, log_index)
);
create index token_locks_account_idx on token_locks (chain_id, account, token, block_number desc, log_index desc);

-- A stable id per (holder, property) for /purchases/ownerships/{id}/; figures are computed from the events.
create table ownerships (
  id serial primary key,
  chain_id integer not null,
  holder text not null,
  token text not null,
  created_at timestamptz not null default now(),
  unique (chain_id, holder, token)
);

-- One certificate per purchase, signed (EIP-712) by the server key over the purchase figures.
create table certificates (
  id serial primary key,
  purchase_id integer not null unique references purchases (id) on delete cascade,
  property_name text not null,
  signer text not null,
  signature text not null,
  issued_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Last block fully indexed (and its hash, to notice a reorg deeper than CONFIRMATIONS).
create table indexer_checkpoints (
  chain_id integer not null,
  stream text not null,
  block_number bigint not null,
  block_hash text not null,
  updated_at timestamptz not null default now(),
  primary key (chain_id, stream)
);
