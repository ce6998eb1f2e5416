-- The chain's time (seconds) when the user verified the address. Mails about chain events compare it with the
-- chain's times (a lock's end, a block's time), not with the wall clock of email_verified_at: a chain whose clock
-- runs ahead of the wall clock (the sandbox after a time jump) made locks that had ended before the verification
-- look newer, and mailed them as a backlog (docs/email.md#notifications). Rows from before take the wall clock.
alter table users add column email_verified_chain_time bigint;
update users set email_verified_chain_time = floor(extract(epoch from email_verified_at))::bigint
  where email_verified_at is not null;
