// Stores decoded chain events in one transaction (idempotent per log) and reports what they invalidate.
import type { Address, Log } from 'viem';
import { DEFAULT_ADMIN_ROLE, MANAGER_ROLE } from '#core/roles.ts';
import type { Queryable } from '../db/database.ts';
import { closureOf } from '../lib/closures.ts';
import { identityEvents, registryEvents, tokenEvents, vaultEvents } from '../lib/contracts.ts';
import { chainNotifier } from '../mail/chain-notifications.ts';
import type { AuditEntry, AuditLogRepository } from '../plugins/app/repositories/audit-log.ts';
import type { ChainRecordsRepository, IdentityEvent } from '../plugins/app/repositories/chain-records.ts';
import { type AuditedContract, chainAuditEntry, closureName } from './audit-events.ts';

/** `identity`: the IdentityRegistry, whose events the investors' allow-list mirrors (docs/investors.md). */
export type Addresses = { registry: Address; vault: Address; identity?: Address };

/** Where the admin events of the logs go (docs/audit-log.md), with each transaction's sender (lower-case hash). */
export type AuditSink = { auditLog: AuditLogRepository; senders: Map<string, string> };

export type Effects = {
  /** Something the catalogues show changed (prices, listings, sales, buckets, pause). */
  catalog: boolean;
  /** Accounts (lower case) whose roles changed: role grants and revokes, and fund manager changes. */
  roleAccounts: Set<string>;
  /** Tokens delisted by these logs. */
  delisted: string[];
  purchases: { id: number; created: boolean; logIndex: number; txHash: string; buyer: string }[];
  sales: { id: number; created: boolean; logIndex: number; txHash: string; seller: string }[];
  /** Role, price, listing and trading-state changes, for the audit log (logged once committed). */
  audit: ChainAudit[];
};

export type ChainAudit = { audit: string } & Record<string, string | boolean | null>;

export const emptyEffects = (): Effects => ({
  catalog: false,
  roleAccounts: new Set(),
  delisted: [],
  purchases: [],
  sales: [],
  audit: [],
});

const roleName = (role: string) =>
  role === MANAGER_ROLE ? 'MANAGER_ROLE' : role === DEFAULT_ADMIN_ROLE ? 'DEFAULT_ADMIN_ROLE' : role;

type AnyLog = Log<bigint, number, false>;

const CATALOG_REGISTRY_EVENTS = new Set([
  'PriceChangeConfirmed',
  'PriceChangeCancelled',
  'LockDurationUpdated',
  'VaultTraderSet',
]);

/** Logs in chain order (block, then log index). */
export const chainOrder = (logs: readonly AnyLog[]): AnyLog[] =>
  [...logs].sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );

/**
 * `logs` in chain order, cut into groups of about `max` logs for one transaction each. A block's logs are never
 * split (a group may then hold more), so every transaction leaves whole blocks recorded.
 */
export function transactionGroups(logs: readonly AnyLog[], max: number): AnyLog[][] {
  const groups: AnyLog[][] = [];
  let current: AnyLog[] = [];
  for (const log of chainOrder(logs)) {
    const last = current[current.length - 1];
    if (last && last.blockNumber !== log.blockNumber && current.length >= max) {
      groups.push(current);
      current = [];
    }
    current.push(log);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Folds the effects of `next` into `into`. */
export function mergeEffects(into: Effects, next: Effects): Effects {
  into.catalog ||= next.catalog;
  for (const account of next.roleAccounts) into.roleAccounts.add(account);
  into.delisted.push(...next.delisted);
  into.purchases.push(...next.purchases);
  into.sales.push(...next.sales);
  into.audit.push(...next.audit);
  return into;
}

/** Block numbers whose timestamp the trades (and the identity registry's events) in `logs` need. */
export function tradeBlocks(logs: readonly AnyLog[], vault: Address, identity?: Address): bigint[] {
  const vaultLogs = logs.filter((l) => l.address.toLowerCase() === vault.toLowerCase());
  const identityBlocks = identity
    ? logs.filter((l) => l.address.toLowerCase() === identity.toLowerCase()).map((l) => l.blockNumber)
    : [];
  const trades = vaultEvents(vaultLogs, [
    'Bought',
    'Sold',
    'IncomeDistributed',
    'IncomeClaimed',
    'IncomeReinvested',
    'RefundClaimed',
  ]);
  return [...new Set([...trades.map((l) => l.blockNumber), ...identityBlocks])];
}

/** The identity_events row of one IdentityRegistry log (null: not an event the allow-list mirrors). */
export function identityEventOf(raw: AnyLog): IdentityEvent | null {
  const [log] = identityEvents([raw]);
  if (!log) return null;
  switch (log.eventName) {
    case 'InvestorApproved':
      return {
        kind: 'approved',
        account: log.args.investor,
        by: log.args.by,
        country: log.args.country,
        expiry: BigInt(log.args.expiry),
      };
    case 'InvestorRevoked':
      return { kind: 'revoked', account: log.args.investor, by: log.args.by };
    case 'InvestorFrozen':
      return { kind: 'frozen', account: log.args.account, by: log.args.by };
    case 'InvestorUnfrozen':
      return { kind: 'unfrozen', account: log.args.account, by: log.args.by };
    case 'RecoveryRequested':
      return {
        kind: 'recovery_requested',
        account: log.args.lost,
        newAccount: log.args.replacement,
        readyAt: log.args.readyAt,
        by: log.args.by,
      };
    case 'RecoveryCancelled':
      return {
        kind: 'recovery_cancelled',
        account: log.args.lost,
        newAccount: log.args.replacement,
        by: log.args.by,
      };
    case 'RecoveryExecuted':
      return {
        kind: 'recovery_executed',
        account: log.args.lost,
        newAccount: log.args.replacement,
        token: log.args.token,
        amount: log.args.amount,
        by: log.args.by,
      };
    default:
      return null;
  }
}

/** The registry and vault logs that are admin actions (docs/audit-log.md#actions): they need a time and a sender. */
export function auditedLogs(logs: readonly AnyLog[], { registry, vault, identity }: Addresses): AnyLog[] {
  return logs.filter((raw) => {
    const address = raw.address.toLowerCase();
    if (identity && address === identity.toLowerCase()) {
      const [log] = identityEvents([raw]);
      return log !== undefined && chainAuditEntry('identity', log, address) !== null;
    }
    if (address === registry.toLowerCase()) {
      const [log] = registryEvents([raw]);
      return log !== undefined && chainAuditEntry('registry', log, address) !== null;
    }
    if (address === vault.toLowerCase()) {
      const [log] = vaultEvents([raw]);
      return log !== undefined && chainAuditEntry('vault', log, address) !== null;
    }
    return false;
  });
}

/**
 * Stores every log of the registry, the vault and the known property tokens in `logs`, in chain order.
 * `tokens` (lower-case) grows with the properties created by these logs. With `notifyChainId`, the events
 * investors are told about are queued as mails in the same transaction (docs/email.md#notifications).
 */
export async function storeLogs(
  tx: Queryable,
  records: ChainRecordsRepository,
  addresses: Addresses,
  tokens: Set<string>,
  logs: readonly AnyLog[],
  blockTimes: Map<bigint, Date>,
  sink: AuditSink,
  notifyChainId: number | null = null,
): Promise<Effects> {
  const effects = emptyEffects();
  // The audit entries of these logs, written together at the end, in this transaction (AuditLog.recordMany).
  const auditEntries: AuditEntry[] = [];
  const notifier = notifyChainId === null ? null : chainNotifier(tx, notifyChainId);
  const sorted = chainOrder(logs);
  const registry = addresses.registry.toLowerCase();
  const vault = addresses.vault.toLowerCase();
  const identity = addresses.identity?.toLowerCase();
  // A new token mints its supply before the registry emits PropertyCreated (same transaction, lower log
  // index): know the tokens created here up front, so that mint is recorded like every later transfer.
  const created = registryEvents(
    sorted.filter((l) => l.address.toLowerCase() === registry),
    'PropertyCreated',
  );
  for (const log of created) tokens.add(log.args.token.toLowerCase());
  // `<tx>:<token>` of the delistings with refund here: they cancel an announced closure in the same transaction.
  const refundDelistings = new Set(
    registryEvents(
      sorted.filter((l) => l.address.toLowerCase() === registry),
      'PropertyDelisted',
    )
      .filter((log) => log.args.refund)
      .map((log) => `${log.transactionHash}:${log.args.token}`.toLowerCase()),
  );
  for (const raw of sorted) {
    const address = raw.address.toLowerCase();
    const key = { txHash: raw.transactionHash, logIndex: raw.logIndex, blockNumber: raw.blockNumber };
    const audit = (event: string, fields: Record<string, string | boolean | null>) =>
      effects.audit.push({
        audit: event,
        ...fields,
        block: raw.blockNumber.toString(),
        tx: raw.transactionHash,
      });
    const timed = () => {
      const blockTime = blockTimes.get(raw.blockNumber);
      if (!blockTime) throw new Error(`no timestamp for block ${raw.blockNumber}`);
      return { ...key, blockHash: raw.blockHash, blockTime };
    };
    /** The audit entry of an admin event, in this transaction, by the sender of its transaction. */
    const recordAudit = async (source: AuditedContract, log: { eventName: string; args: unknown }) => {
      const entry = chainAuditEntry(source, log, address);
      if (!entry) return;
      auditEntries.push({
        ...entry,
        actor: sink.senders.get(raw.transactionHash.toLowerCase()) ?? null,
        chain: { ...key, at: timed().blockTime },
      });
    };
    if (address === registry) {
      const [log] = registryEvents([raw]);
      if (!log) continue;
      await recordAudit('registry', log);
      switch (log.eventName) {
        case 'PropertyCreated':
          await records.addProperty(tx, key, {
            token: log.args.token,
            name: log.args.name,
            totalM2: log.args.totalM2,
            price: log.args.pricePerM2,
            lockDuration: log.args.lockDuration,
            creator: log.args.creator,
          });
          tokens.add(log.args.token.toLowerCase());
          effects.catalog = true;
          break;
        case 'PropertyDelisted':
          await records.addPropertyState(tx, key, log.args.token, 'delisted', log.args.refund);
          // Delisting drops a scheduled price: its "applied" mail must not leave.
          await notifier?.priceSuperseded(
            key,
            log.args.token,
            'price dropped by the delisting',
            timed().blockTime,
          );
          await notifier?.holders(key, log.args.token, {
            event: 'delisted',
            token: log.args.token,
            refund: log.args.refund,
          });
          effects.delisted.push(log.args.token.toLowerCase());
          effects.catalog = true;
          audit('chain.property_delisted', { token: log.args.token, refund: log.args.refund });
          break;
        case 'SellEnabledUpdated':
          await records.addPropertyState(tx, key, log.args.token, 'sell_enabled', log.args.enabled);
          // Selling back ends only here, once its announced closure is applied (docs/email.md#closures).
          if (!log.args.enabled) {
            await notifier?.holders(key, log.args.token, { event: 'sell_back_ended', token: log.args.token });
          }
          effects.catalog = true;
          audit('chain.sell_enabled_updated', { token: log.args.token, enabled: log.args.enabled });
          break;
        case 'ClosureAnnounced': {
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
          break;
        }
        case 'ClosureCancelled': {
          effects.catalog = true;
          const closure = closureOf(log.args.kind);
          // A delisting with refund supersedes the closure in the same transaction: its own mails say so.
          if (closure && !refundDelistings.has(`${raw.transactionHash}:${log.args.token}`.toLowerCase())) {
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
          break;
        }
        case 'RoleGranted':
        case 'RoleRevoked':
          effects.roleAccounts.add(log.args.account.toLowerCase());
          audit(log.eventName === 'RoleGranted' ? 'chain.role_granted' : 'chain.role_revoked', {
            role: roleName(log.args.role),
            account: log.args.account,
            sender: log.args.sender,
          });
          break;
        case 'PriceChangeConfirmed':
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
              block: raw.blockNumber.toString(),
              log_index: raw.logIndex,
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
          break;
        case 'PriceChangeCancelled':
          effects.catalog = true;
          // The scheduled price is gone: its "applied" mail must not leave (docs/email.md#the-applied-price).
          await notifier?.priceSuperseded(key, log.args.token, 'price change cancelled', timed().blockTime);
          break;
        default:
          if (CATALOG_REGISTRY_EVENTS.has(log.eventName)) effects.catalog = true;
      }
    } else if (address === vault) {
      const [log] = vaultEvents([raw]);
      if (!log) continue;
      await recordAudit('vault', log);
      effects.catalog = true;
      if (log.eventName === 'Paused' || log.eventName === 'Unpaused') {
        audit(log.eventName === 'Paused' ? 'chain.trading_paused' : 'chain.trading_resumed', {
          account: log.args.account,
        });
        await notifier?.holders(key, null, { event: log.eventName === 'Paused' ? 'paused' : 'resumed' });
      } else if (log.eventName === 'EmergencySwept') {
        audit('chain.emergency_swept', {
          destination: log.args.destination,
          amount: log.args.amount.toString(),
        });
      } else if (log.eventName === 'WithdrawalAnnounced') {
        // Audit only: no mail (docs/email.md#closures); the withdrawal itself is `Withdrawn`.
        audit('chain.withdrawal_announced', {
          token: log.args.token,
          amount: log.args.amount.toString(),
          effective_at: log.args.effectiveAt.toString(),
          by: log.args.by,
        });
      } else if (log.eventName === 'WithdrawalCancelled') {
        audit('chain.withdrawal_cancelled', { token: log.args.token, by: log.args.by });
      } else if (log.eventName === 'FundManagerSet') {
        effects.roleAccounts.add(log.args.previousFundManager.toLowerCase());
        effects.roleAccounts.add(log.args.newFundManager.toLowerCase());
        audit('chain.fund_manager_set', {
          previous: log.args.previousFundManager,
          account: log.args.newFundManager,
        });
      }
      if (log.eventName === 'RefundOpened') {
        await notifier?.holders(key, log.args.token, {
          event: 'refund_opened',
          token: log.args.token,
          refund_price: log.args.refundPrice.toString(),
          deadline: log.args.deadline.toString(),
        });
      }
      if (log.eventName === 'Bought') {
        const { buyer, token, m2, cost, price } = log.args;
        const row = await records.addPurchase(tx, timed(), { buyer, token, m2, cost, price });
        await notifier?.trade(key, buyer, {
          event: 'bought',
          token,
          m2: m2.toString(),
          cost: cost.toString(),
          tx: raw.transactionHash,
        });
        effects.purchases.push({
          ...row,
          logIndex: raw.logIndex,
          txHash: raw.transactionHash,
          buyer: buyer.toLowerCase(),
        });
      } else if (log.eventName === 'IncomeDistributed') {
        const { token, from, index, amount, issuerShare, periodStart, periodEnd } = log.args;
        await records.addDistribution(tx, timed(), {
          token,
          distributor: from,
          index,
          amount,
          issuerShare,
          periodStart,
          periodEnd,
        });
        await notifier?.holders(key, token, {
          event: 'income_distributed',
          token,
          amount: (amount - issuerShare).toString(),
          period_end: periodEnd.toString(),
        });
        audit('chain.income_distributed', {
          token,
          distributor: from,
          amount: amount.toString(),
          issuer_share: issuerShare.toString(),
        });
      } else if (log.eventName === 'IncomeClaimed' || log.eventName === 'IncomeReinvested') {
        const { holder, token, ...figures } = log.args;
        const reinvested = 'cost' in figures;
        await records.addIncomePayment(tx, timed(), {
          kind: reinvested ? 'reinvest' : 'claim',
          holder,
          token,
          amount: 'cost' in figures ? figures.cost : figures.amount,
          m2: 'm2' in figures ? figures.m2 : null,
        });
      } else if (log.eventName === 'RefundClaimed') {
        const { holder, token, m2, amount } = log.args;
        await records.addRefundClaim(tx, timed(), { holder, token, m2, amount });
      } else if (log.eventName === 'Sold') {
        const { seller, token, m2, payout, price, fromGeneral } = log.args;
        const row = await records.addSale(tx, timed(), { seller, token, m2, payout, price, fromGeneral });
        await notifier?.trade(key, seller, {
          event: 'sold',
          token,
          m2: m2.toString(),
          payout: payout.toString(),
          tx: raw.transactionHash,
        });
        effects.sales.push({
          ...row,
          logIndex: raw.logIndex,
          txHash: raw.transactionHash,
          seller: seller.toLowerCase(),
        });
      }
    } else if (address === identity) {
      // The investors' allow-list and recoveries (docs/audit-log.md#actions): audit entries, and the mirror of
      // the allow-list (docs/investors.md#the-chain-decides).
      const [log] = identityEvents([raw]);
      if (log) await recordAudit('identity', log);
      const event = identityEventOf(raw);
      if (!event) continue;
      await records.addIdentityEvent(tx, timed(), event);
      if (
        event.kind === 'approved' ||
        event.kind === 'revoked' ||
        event.kind === 'frozen' ||
        event.kind === 'unfrozen'
      ) {
        await notifier?.verification(key, event.account, event.kind, timed().blockTime);
      }
      audit(`chain.identity_${event.kind}`, {
        account: event.account,
        by: event.by,
        replacement: event.newAccount ?? null,
      });
    } else if (tokens.has(address)) {
      const [log] = tokenEvents([raw]);
      if (log?.eventName === 'Transfer') {
        await records.addTransfer(tx, key, {
          token: address,
          from: log.args.from,
          to: log.args.to,
          amount: log.args.value,
        });
      } else if (log?.eventName === 'Locked') {
        const { account, amount, lockedAmount, unlockTime } = log.args;
        await records.addLock(tx, key, { token: address, account, amount, lockedAmount, unlockTime });
      }
    }
  }
  await sink.auditLog.recordMany(tx, auditEntries);
  return effects;
}
