-- Issued yearly statements (docs/portfolio.md#statement): the signed figures (base units as decimal strings,
-- with each row's property names, shown and not signed) and the signature, so that a statement's short verify
-- link (its id and signature, like a certificate's) finds what was signed.
create table statements (
  id serial primary key,
  chain_id integer not null,
  holder text not null,
  year integer not null,
  figures jsonb not null,
  signer text not null,
  signature text not null,
  created_at timestamptz not null default now()
);
create index statements_holder_idx on statements (chain_id, holder);
