// Stores decoded chain events in one transaction (idempotent per log) and reports what they invalidate. Each
// contract's events have a handler each (server/indexer/events/); this file orders the logs, routes each to its
// contract's handlers and writes the audit entries.
import type { Address, Log } from 'viem';
import type { Queryable } from '../db/database.ts';
import { identityEvents, registryEvents, tokenEvents, vaultEvents } from '../lib/contracts.ts';
import { chainNotifier } from '../mail/chain-notifications.ts';
import type { AuditEntry, AuditLogRepository } from '../plugins/app/repositories/audit-log.ts';
import type { ChainRecordsRepository, IdentityEvent } from '../plugins/app/repositories/chain-records.ts';
import { type AuditedContract, chainAuditEntry } from './audit-events.ts';
import { type Effects, emptyEffects } from './effects.ts';
import { handle, type LogContext } from './events/context.ts';
import { registryHandlers } from './events/registry.ts';
import { vaultHandlers } from './events/vault.ts';

/** `identity`: the IdentityRegistry, whose events the investors' allow-list mirrors (docs/investors.md). */
export type Addresses = { registry: Address; vault: Address; identity?: Address };

/** Where the admin events of the logs go (docs/audit-log.md), with each transaction's sender (lower-case hash). */
export type AuditSink = { auditLog: AuditLogRepository; senders: Map<string, string> };

type AnyLog = Log<bigint, number, false>;

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
 * An IdentityRegistry log: the investors' allow-list and recoveries (docs/audit-log.md#actions), mirrored in
 * identity_events (docs/investors.md#the-chain-decides), with the investor's mail for a change of status.
 */
async function storeIdentityEvent(raw: AnyLog, { tx, records, key, notifier, audit, timed }: LogContext) {
  const event = identityEventOf(raw);
  if (!event) return;
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
}

/** A property token's log: transfers (mints and burns included) and the locks of bought M2. */
async function storeTokenEvent(raw: AnyLog, token: string, { tx, records, key }: LogContext) {
  const [log] = tokenEvents([raw]);
  if (log?.eventName === 'Transfer') {
    await records.addTransfer(tx, key, {
      token,
      from: log.args.from,
      to: log.args.to,
      amount: log.args.value,
    });
  } else if (log?.eventName === 'Locked') {
    const { account, amount, lockedAmount, unlockTime } = log.args;
    await records.addLock(tx, key, { token, account, amount, lockedAmount, unlockTime });
  }
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
    const timed = () => {
      const blockTime = blockTimes.get(raw.blockNumber);
      if (!blockTime) throw new Error(`no timestamp for block ${raw.blockNumber}`);
      return { ...key, blockHash: raw.blockHash, blockTime };
    };
    const ctx: LogContext = {
      tx,
      records,
      notifier,
      effects,
      key,
      timed,
      refundDelistings,
      audit: (event, fields) =>
        effects.audit.push({
          audit: event,
          ...fields,
          block: raw.blockNumber.toString(),
          tx: raw.transactionHash,
        }),
    };
    /** The audit entry of an admin event, in this transaction, by the sender of its transaction. */
    const recordAudit = (source: AuditedContract, log: { eventName: string; args: unknown }) => {
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
      recordAudit('registry', log);
      await handle(registryHandlers, log, ctx);
    } else if (address === vault) {
      const [log] = vaultEvents([raw]);
      if (!log) continue;
      recordAudit('vault', log);
      effects.catalog = true;
      await handle(vaultHandlers, log, ctx);
    } else if (address === identity) {
      const [log] = identityEvents([raw]);
      if (log) recordAudit('identity', log);
      await storeIdentityEvent(raw, ctx);
    } else if (tokens.has(address)) {
      await storeTokenEvent(raw, address, ctx);
    }
  }
  await sink.auditLog.recordMany(tx, auditEntries);
  return effects;
}
