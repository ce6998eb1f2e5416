-- Investors (docs/investors.md): the back office's KYC review of each wallet, and the identity registry's
-- allow-list as its events left it.
--
-- kyc_records is the back office's own data (review status, country, notes, who reviewed and when); it never
-- decides who may receive M2. The identity registry on chain does: identity_events mirrors its events like every
-- other chain table (idempotent per log, dropped above a reorg's base and read again), so a rebuild from the
-- chain restores the allow-list exactly (docs/investors.md#the-chain-decides).
create table kyc_records (
  wallet text primary key check (wallet ~ '^0x[0-9a-f]{40}$'),
  kyc_status text not null default 'pending'
    check (kyc_status in ('pending', 'in_review', 'verified', 'rejected')),
  country text check (country ~ '^[A-Z]{2}$'),
  notes text not null default '',
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index kyc_records_status_idx on kyc_records (kyc_status);

create table identity_events (
  chain_id integer not null,
  tx_hash text not null,
  log_index integer not null,
  block_number bigint not null,
  block_time timestamptz not null,
  kind text not null check (kind in (
    'approved', 'revoked', 'frozen', 'unfrozen',
    'recovery_requested', 'recovery_cancelled', 'recovery_executed'
  )),
  -- The wallet the event is about (a recovery's lost wallet).
  account text not null,
  -- approved: the country code and the expiry (unix seconds, 0 = none) given on chain.
  country integer,
  expiry bigint,
  -- recovery_*: the new wallet, and when the recovery may be executed (unix seconds, recovery_requested).
  new_account text,
  ready_at bigint,
  -- recovery_executed (one per property): the property and the M2 base units moved.
  token text,
  amount numeric(78, 0),
  -- Who sent it (the events' `by`).
  by_account text not null,
  primary key (chain_id, tx_hash, log_index)
);
create index identity_events_account_idx on identity_events (chain_id, account, block_number desc, log_index desc);

-- Each wallet's allow-list state from its newest approval/revocation and its newest freeze/unfreeze.
create view identity_state as
select a.chain_id, a.account,
       ap.kind = 'approved' as approved,
       ap.country, nullif(ap.expiry, 0) as expiry,
       case when ap.kind = 'approved' then ap.by_account end as approved_by,
       case when ap.kind = 'approved' then ap.block_time end as approved_at,
       coalesce(fr.kind = 'frozen', false) as frozen
from (select distinct chain_id, account from identity_events) a
left join lateral (
  select e.kind, e.country, e.expiry, e.by_account, e.block_time from identity_events e
  where e.chain_id = a.chain_id and e.account = a.account and e.kind in ('approved', 'revoked')
  order by e.block_number desc, e.log_index desc limit 1
) ap on true
left join lateral (
  select e.kind from identity_events e
  where e.chain_id = a.chain_id and e.account = a.account and e.kind in ('frozen', 'unfrozen')
  order by e.block_number desc, e.log_index desc limit 1
) fr on true;
