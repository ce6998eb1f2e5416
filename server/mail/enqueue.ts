// Enqueueing notifications (docs/email.md#notifications). Every insert is keyed by (user, event_key): the same
// event enqueued again — a block stored twice, a receipt recorded by the API and then by the indexer, a restart —
// adds nothing. Only users with a verified address who left the kind on get a row; the worker checks both again
// when it sends.
import type { NotificationKind } from '#core/notificationKinds.ts';
import type { Queryable } from '../db/database.ts';
import { kindOf, type MailEvent } from './templates.ts';

/** Who a notification is for: a user id, or a wallet address (any case). */
export type Recipient = number | string;

const ELIGIBLE = `u.verified_email is not null
  and coalesce((select p.enabled from notification_preferences p where p.user_id = u.id and p.kind = $3), true)`;

/** Enqueues `event` for users selected by `from` (a SQL fragment joining `users u`); returns the rows added. */
async function insertJobs(
  tx: Queryable,
  eventKey: string,
  event: MailEvent,
  from: string,
  params: unknown[],
  notBefore: Date | null,
): Promise<number> {
  const kind = kindOf(event.event);
  if (!kind) throw new Error('the verification mail is enqueued by enqueueVerification');
  const rows = await tx.query(
    `insert into mail_jobs (user_id, event_key, kind, data, next_attempt_at)
     select u.id, $1, $3, $2::jsonb, coalesce($4::timestamptz, now()) ${from} and ${ELIGIBLE}
     on conflict (user_id, event_key) do nothing returning id`,
    [eventKey, JSON.stringify(event), kind, notBefore, ...params],
  );
  return rows.length;
}

/**
 * The hook other parts call when something happens to one user (the KYC review calls it with
 * `verification_status`): enqueues a mail of `kind` for `who`, once per `eventKey`, in transaction `tx`
 * (so it is sent only if that transaction commits). Nothing is queued for a user without a verified address or
 * who turned `kind` off, nor, with `happenedAt`, for a user who verified the address after it. Returns whether a
 * mail was queued.
 */
export async function notify(
  tx: Queryable,
  who: Recipient,
  kind: NotificationKind,
  event: MailEvent,
  eventKey: string,
  happenedAt: Date | null = null,
): Promise<boolean> {
  if (kindOf(event.event) !== kind) throw new Error(`event ${event.event} is not of kind ${kind}`);
  const user =
    typeof who === 'number'
      ? 'from users u where u.id = $5'
      : 'from users u where u.wallet_address = lower($5)';
  // An event older than the user's verified address (a block read again from the start) is not news to mail:
  // compared in the chain's time, which may run ahead of the wall clock; a block of the verification's second was
  // already there when the address was verified.
  const where = happenedAt ? `${user} and u.email_verified_chain_time < $6` : user;
  const params = happenedAt ? [who, Math.floor(happenedAt.getTime() / 1000)] : [who];
  return (await insertJobs(tx, eventKey, event, where, params, null)) > 0;
}

/** Holders (balance > 0) of `token`, or of any property when `token` is null, as the stored transfers say. */
const holdersOf = (tokenParam: string | null) => `
  from users u where u.wallet_address in (
    select h.holder from (
      select t.to_address as holder, t.token, t.amount from token_transfers t
      where t.chain_id = $5 ${tokenParam ? `and t.token = lower(${tokenParam})` : ''}
      union all
      select t.from_address, t.token, -t.amount from token_transfers t
      where t.chain_id = $5 ${tokenParam ? `and t.token = lower(${tokenParam})` : ''}
    ) h group by h.holder, h.token having sum(h.amount) > 0)`;

/** Enqueues `event` for every holder of `token` (every holder of any property when null). */
export async function notifyHolders(
  tx: Queryable,
  chainId: number,
  token: string | null,
  event: MailEvent,
  eventKey: string,
  notBefore: Date | null = null,
): Promise<number> {
  return token
    ? insertJobs(tx, eventKey, event, holdersOf('$6'), [chainId, token], notBefore)
    : insertJobs(tx, eventKey, event, holdersOf(null), [chainId], notBefore);
}

/**
 * Enqueues a "lock ended" mail for every holder whose latest lock of a property ended by `chainNow` (chain
 * seconds), once per lock, and only for locks that ended after the user verified the address (no backlog of old
 * locks on verification), both times in the chain's clock (`email_verified_chain_time`). The mail names the M2 of
 * that lock the holder still holds as the stored transfers say (some may be sold by the time the mail is queued: a
 * time jump mines no block) and none is queued when it holds none any more. Returns the rows added.
 */
export async function enqueueEndedLocks(db: Queryable, chainId: number, chainNow: number): Promise<number> {
  const rows = await db.query(
    `insert into mail_jobs (user_id, event_key, kind, data)
     select u.id, 'lock_ended:' || l.chain_id || ':' || l.tx_hash || ':' || l.log_index, 'lock_ended',
            jsonb_build_object('event', 'lock_ended', 'token', l.token, 'm2', least(l.locked_amount, b.held)::text)
     from users u
     join lateral (
       select distinct on (k.token) k.chain_id, k.token, k.tx_hash, k.log_index, k.locked_amount, k.unlock_time
       from token_locks k where k.chain_id = $1 and k.account = u.wallet_address
       order by k.token, k.block_number desc, k.log_index desc
     ) l on true
     join lateral (
       select coalesce(sum(case when t.to_address = u.wallet_address then t.amount else -t.amount end), 0) as held
       from token_transfers t
       where t.chain_id = $1 and t.token = l.token
         and (t.to_address = u.wallet_address or t.from_address = u.wallet_address)
     ) b on true
     where u.verified_email is not null and l.locked_amount > 0 and b.held > 0
       and l.unlock_time <= $2 and l.unlock_time >= u.email_verified_chain_time
       and coalesce((select p.enabled from notification_preferences p
                     where p.user_id = u.id and p.kind = 'lock_ended'), true)
     on conflict (user_id, event_key) do nothing returning id`,
    [chainId, chainNow],
  );
  return rows.length;
}
