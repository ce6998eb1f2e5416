-- Refresh tokens rotate: a session (sessions row) is a token family that ends one day after its login; each
-- refresh token of it is a row here, exchanged once (used_at). Presenting a used one again revokes the session.
-- Sessions opened before this migration have no rows: their refresh tokens are refused (log in again).
create table refresh_tokens (
  id uuid primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);
