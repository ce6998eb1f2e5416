// VaultTrader's events, one handler each: trades, income, refunds and the admin's actions on the vault, with the
// records they add, the mails they queue and the audit lines they leave. Every vault event changes what the
// catalogues show (store-logs.ts marks it before the handler runs).
import type { vaultEvents } from '../../lib/contracts.ts';
import type { Handlers, LogContext } from './context.ts';

export type VaultLog = ReturnType<typeof vaultEvents>[number];

const pausedOrResumed = async (
  log: Extract<VaultLog, { eventName: 'Paused' | 'Unpaused' }>,
  { key, notifier, audit }: LogContext,
) => {
  audit(log.eventName === 'Paused' ? 'chain.trading_paused' : 'chain.trading_resumed', {
    account: log.args.account,
  });
  await notifier?.holders(key, null, { event: log.eventName === 'Paused' ? 'paused' : 'resumed' });
};

const incomePaid = async (
  log: Extract<VaultLog, { eventName: 'IncomeClaimed' | 'IncomeReinvested' }>,
  { tx, records, timed }: LogContext,
) => {
  const { holder, token, ...figures } = log.args;
  const reinvested = 'cost' in figures;
  await records.addIncomePayment(tx, timed(), {
    kind: reinvested ? 'reinvest' : 'claim',
    holder,
    token,
    amount: 'cost' in figures ? figures.cost : figures.amount,
    m2: 'm2' in figures ? figures.m2 : null,
  });
};

export const vaultHandlers: Handlers<VaultLog> = {
  Paused: pausedOrResumed,
  Unpaused: pausedOrResumed,

  EmergencySwept(log, { audit }) {
    audit('chain.emergency_swept', { destination: log.args.destination, amount: log.args.amount.toString() });
  },

  WithdrawalAnnounced(log, { audit }) {
    // Audit only: no mail (docs/email.md#closures); the withdrawal itself is `Withdrawn`.
    audit('chain.withdrawal_announced', {
      token: log.args.token,
      amount: log.args.amount.toString(),
      effective_at: log.args.effectiveAt.toString(),
      by: log.args.by,
    });
  },

  WithdrawalCancelled(log, { audit }) {
    audit('chain.withdrawal_cancelled', { token: log.args.token, by: log.args.by });
  },

  FundManagerSet(log, { effects, audit }) {
    effects.roleAccounts.add(log.args.previousFundManager.toLowerCase());
    effects.roleAccounts.add(log.args.newFundManager.toLowerCase());
    audit('chain.fund_manager_set', {
      previous: log.args.previousFundManager,
      account: log.args.newFundManager,
    });
  },

  async RefundOpened(log, { key, notifier }) {
    await notifier?.holders(key, log.args.token, {
      event: 'refund_opened',
      token: log.args.token,
      refund_price: log.args.refundPrice.toString(),
      deadline: log.args.deadline.toString(),
    });
  },

  async Bought(log, { tx, records, key, notifier, effects, timed }) {
    const { buyer, token, m2, cost, price } = log.args;
    const row = await records.addPurchase(tx, timed(), { buyer, token, m2, cost, price });
    await notifier?.trade(key, buyer, {
      event: 'bought',
      token,
      m2: m2.toString(),
      cost: cost.toString(),
      tx: key.txHash,
    });
    effects.purchases.push({
      ...row,
      logIndex: key.logIndex,
      txHash: key.txHash,
      buyer: buyer.toLowerCase(),
    });
  },

  async IncomeDistributed(log, { tx, records, key, notifier, audit, timed }) {
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
  },

  IncomeClaimed: incomePaid,
  IncomeReinvested: incomePaid,

  async RefundClaimed(log, { tx, records, timed }) {
    const { holder, token, m2, amount } = log.args;
    await records.addRefundClaim(tx, timed(), { holder, token, m2, amount });
  },

  async Sold(log, { tx, records, key, notifier, effects, timed }) {
    const { seller, token, m2, payout, price, fromGeneral } = log.args;
    const row = await records.addSale(tx, timed(), { seller, token, m2, payout, price, fromGeneral });
    await notifier?.trade(key, seller, {
      event: 'sold',
      token,
      m2: m2.toString(),
      payout: payout.toString(),
      tx: key.txHash,
    });
    effects.sales.push({
      ...row,
      logIndex: key.logIndex,
      txHash: key.txHash,
      seller: seller.toLowerCase(),
    });
  },
};
