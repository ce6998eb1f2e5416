// Notifications of the chain's events (docs/email.md#notifications), enqueued by the indexer in the transaction
// that stores the events: a trade for its trader; income, a price change, a delisting or a refund for the
// holders of the property; a pause or a resume for every holder; an allow-list change for the account. Keyed by the log, so storing a block again
// queues nothing more.
import type { Queryable } from '../db/database.ts';
import { notify, notifyHolders } from './enqueue.ts';
import { type ChainPosition, supersedeAppliedPrices } from './price-applied.ts';
import type { MailEvent, VerificationChange } from './templates.ts';

type LogRef = { txHash: string; logIndex: number };

export function chainNotifier(tx: Queryable, chainId: number) {
  // Most blocks concern nobody with a verified address: ask once per transaction before any holder query.
  let anyone: Promise<boolean> | undefined;
  const active = () => {
    anyone ??= tx
      .query<{ found: boolean }>(
        'select exists (select 1 from users where verified_email is not null) as found',
      )
      .then((rows) => rows[0]?.found === true);
    return anyone;
  };
  const key = (event: MailEvent, log: LogRef) =>
    `${event.event}:${chainId}:${log.txHash.toLowerCase()}:${log.logIndex}`;
  return {
    /** A confirmed buy or sell, for its trader. */
    async trade(log: LogRef, wallet: string, event: MailEvent & { event: 'bought' | 'sold' }) {
      if (await active()) await notify(tx, wallet, 'trade_confirmed', event, key(event, log));
    },
    /** A change of `wallet` on the investors' allow-list, for that wallet (docs/email.md#notifications). */
    async verification(log: LogRef, wallet: string, status: VerificationChange, at: Date) {
      const event: MailEvent = { event: 'verification_status', status };
      if (await active()) await notify(tx, wallet, 'verification_status', event, key(event, log), at);
    },
    /** An event about one property (`token`), or about all (null), for their holders now. */
    async holders(log: LogRef, token: string | null, event: MailEvent, notBefore: Date | null = null) {
      if (await active()) await notifyHolders(tx, chainId, token, event, key(event, log), notBefore);
    },
    /**
     * `log` removed or replaced the scheduled price of `token`: its pending "new price in force" mails confirmed
     * earlier are skipped (with `inForceAfter`, only those of a price still to come at that time).
     */
    async priceSuperseded(
      log: LogRef & ChainPosition,
      token: string,
      reason: string,
      inForceAfter: Date | null = null,
    ) {
      await supersedeAppliedPrices(tx, chainId, token, log, reason, inForceAfter);
    },
  };
}

export type ChainNotifier = ReturnType<typeof chainNotifier>;
