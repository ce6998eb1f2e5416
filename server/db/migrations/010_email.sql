-- Email (docs/email.md): an address is used only once it is verified by a link; notifications per kind with an
-- opt-out; a durable mail queue. `users.email` stays the contact address the profile collects; `verified_email`
-- is the address proven by a link, the only one mail is sent to. One verified address belongs to one user.
alter table users add column verified_email text;
alter table users add column email_verified_at timestamptz;
alter table users add column language text not null default 'en' check (language in ('en', 'ru'));
create unique index users_verified_email_key on users (lower(verified_email)) where verified_email is not null;

-- One row per verification link sent (or refused because the address belongs to someone else): only the
-- SHA-256 of the token is kept. The rows also count the requests for the rate limits, per user and per address.
create table email_verifications (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  email text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_user_idx on email_verifications (user_id, created_at);
create index email_verifications_email_idx on email_verifications (lower(email), created_at);

-- Opt-outs: a kind without a row is on.
create table notification_preferences (
  user_id integer not null references users (id) on delete cascade,
  kind text not null,
  enabled boolean not null,
  primary key (user_id, kind)
);

-- The mail queue. `event_key` names the event a mail is about (a chain log, a verification link, a lock's end):
-- unique per user, so a replayed block, a second indexer pass or a restart never enqueues a mail twice.
-- A worker claims due rows with FOR UPDATE SKIP LOCKED, sets status 'sending' with a lease (locked_until),
-- and marks them 'sent' after the SMTP server accepted them; a lease that runs out is claimed again.
create table mail_jobs (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  event_key text not null,
  kind text not null,
  to_address text,
  data jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (user_id, event_key)
);
create index mail_jobs_due_idx on mail_jobs (next_attempt_at) where status in ('pending', 'sending');
