-- The audit log (docs/audit-log.md): every back-office change, written in the same transaction as the change
-- (source 'api'), and every on-chain admin event the indexer reads (source 'chain', one row per log: the
-- unique key on (tx_hash, log_index) makes re-indexing idempotent; API rows carry no log and never collide).
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text,
  source text not null check (source in ('api', 'chain')),
  action text not null,
  subject_type text not null,
  subject_id text,
  before jsonb,
  after jsonb,
  tx_hash text,
  block_number bigint,
  log_index integer,
  unique (tx_hash, log_index),
  check (source = 'api' or (tx_hash is not null and block_number is not null and log_index is not null))
);
create index audit_log_at_idx on audit_log (at);
create index audit_log_actor_idx on audit_log (actor, at);
create index audit_log_subject_idx on audit_log (subject_id, at);
create index audit_log_action_idx on audit_log (action, at);
create index audit_log_block_idx on audit_log (block_number) where source = 'chain';
