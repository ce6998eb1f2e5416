// MasterRegistry's events, one handler each: the records they add, the mails they queue and the audit lines
// they leave (docs/audit-log.md#actions, docs/email.md#notifications).
import { DEFAULT_ADMIN_ROLE, MANAGER_ROLE } from '#core/roles.ts';
import { closureOf } from '../../lib/closures.ts';
import type { registryEvents } from '../../lib/contracts.ts';
import { closureName } from '../audit-events.ts';
import type { Handlers, LogContext } from './context.ts';

export type RegistryLog = ReturnType<typeof registryEvents>[number];

const roleName = (role: string) =>
  role === MANAGER_ROLE ? 'MANAGER_ROLE' : role === DEFAULT_ADMIN_ROLE ? 'DEFAULT_ADMIN_ROLE' : role;

/** An event that changes only what the catalogues show. */
const catalogChanged = (_log: unknown, { effects }: LogContext) => {
  effects.catalog = true;
};

const roleChanged = (
  log: Extract<RegistryLog, { eventName: 'RoleGranted' | 'RoleRevoked' }>,
  { effects, audit }: LogContext,
) => {
  effects.roleAccounts.add(log.args.account.toLowerCase());
  audit(log.eventName === 'RoleGranted' ? 'chain.role_granted' : 'chain.role_revoked', {
    role: roleName(log.args.role),
    account: log.args.account,
    sender: log.args.sender,
  });
};

export const registryHandlers: Handlers<RegistryLog> = {
  async PropertyCreated(log, { tx, records, key, effects }) {
    await records.addProperty(tx, key, {
      token: log.args.token,
      name: log.args.name,
      totalM2: log.args.totalM2,
      price: log.args.pricePerM2,
      lockDuration: log.args.lockDuration,
      creator: log.args.creator,
    });
    effects.catalog = true;
  },

  async PropertyDelisted(log, { tx, records, key, notifier, effects, audit, timed }) {
    await records.addPropertyState(tx, key, log.args.token, 'delisted', log.args.refund);
    // Delisting drops a scheduled price: its "applied" mail must not leave.
    await notifier?.priceSuperseded(key, log.args.token, 'price dropped by the delisting', timed().blockTime);
    await notifier?.holders(key, log.args.token, {
      event: 'delisted',
      token: log.args.token,
      refund: log.args.refund,
    });
    effects.delisted.push(log.args.token.toLowerCase());
    effects.catalog = true;
    audit('chain.property_delisted', { token: log.args.token, refund: log.args.refund });
  },

  async SellEnabledUpdated(log, { tx, records, key, notifier, effects, audit }) {
    await records.addPropertyState(tx, key, log.args.token, 'sell_enabled', log.args.enabled);
    // Selling back ends only here, once its announced closure is applied (docs/email.md#closures).
    if (!log.args.enabled) {
      await notifier?.holders(key, log.args.token, { event: 'sell_back_ended', token: log.args.token });
    }
    effects.catalog = true;
    audit('chain.sell_enabled_updated', { token: log.args.token, enabled: log.args.enabled });
  },

  async ClosureAnnounced(log, { key, notifier, effects, audit }) {
    // Announced only: the flags change when it is applied (SellEnabledUpdated, PropertyDelisted).
    effects.catalog = true;
    const closure = closureOf(log.args.kind);
    if (closure) {
      await notifier?.holders(key, log.args.token, {
        event: 'closure_announced',
        token: log.args.token,
        closure,
        effective_at: log.args.effectiveAt.toString(),
      });
    }
    audit('chain.closure_announced', {
      token: log.args.token,
      closure: closureName(log.args.kind),
      effective_at: log.args.effectiveAt.toString(),
      by: log.args.by,
    });
  },

  async ClosureCancelled(log, { key, notifier, effects, audit, refundDelistings }) {
    effects.catalog = true;
    const closure = closureOf(log.args.kind);
    // A delisting with refund supersedes the closure in the same transaction: its own mails say so.
    if (closure && !refundDelistings.has(`${key.txHash}:${log.args.token}`.toLowerCase())) {
      await notifier?.holders(key, log.args.token, {
        event: 'closure_cancelled',
        token: log.args.token,
        closure,
      });
    }
    audit('chain.closure_cancelled', {
      token: log.args.token,
      closure: closureName(log.args.kind),
      by: log.args.by,
    });
  },

  RoleGranted: roleChanged,
  RoleRevoked: roleChanged,

  async PriceChangeConfirmed(log, { key, notifier, effects, audit }) {
    // The price is decided now and applies at effective_at (the catalogue shows the price in force).
    effects.catalog = true;
    // A newer price replaces the "applied" mails of the earlier ones not sent yet (docs/email.md).
    await notifier?.priceSuperseded(key, log.args.token, 'replaced by a newer confirmed price');
    await notifier?.holders(key, log.args.token, {
      event: 'price_announced',
      token: log.args.token,
      old_price: log.args.oldPrice.toString(),
      new_price: log.args.newPrice.toString(),
      effective_at: log.args.effectiveAt.toString(),
    });
    // "Applied" waits in the queue until the price is in force (chain seconds; docs/email.md#notifications).
    await notifier?.holders(
      key,
      log.args.token,
      {
        event: 'price_applied',
        token: log.args.token,
        new_price: log.args.newPrice.toString(),
        effective_at: log.args.effectiveAt.toString(),
        block: key.blockNumber.toString(),
        log_index: key.logIndex,
      },
      new Date(Number(log.args.effectiveAt) * 1000),
    );
    audit('chain.price_updated', {
      token: log.args.token,
      old_price: log.args.oldPrice.toString(),
      new_price: log.args.newPrice.toString(),
      effective_at: log.args.effectiveAt.toString(),
      confirmer: log.args.confirmer,
    });
  },

  async PriceChangeCancelled(log, { key, notifier, effects, timed }) {
    effects.catalog = true;
    // The scheduled price is gone: its "applied" mail must not leave (docs/email.md#the-applied-price).
    await notifier?.priceSuperseded(key, log.args.token, 'price change cancelled', timed().blockTime);
  },

  LockDurationUpdated: catalogChanged,
  VaultTraderSet: catalogChanged,
};
