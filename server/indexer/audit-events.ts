// Which on-chain events are admin actions, and what the audit log keeps of each: its action code, its subject and
// the before → after the event carries (docs/audit-log.md#actions). Trades, claims and transfers are not here.
import { COMPLIANCE_ROLE, DEFAULT_ADMIN_ROLE, MANAGER_ROLE } from '#core/roles.ts';
import { closureOf } from '../lib/closures.ts';
import type { AuditEntry, AuditState, AuditValue } from '../plugins/app/repositories/audit-log.ts';

/** An audit entry without its actor and log (the indexer adds both). */
export type ChainAuditEntry = Omit<AuditEntry, 'actor' | 'chain'>;

type Args = Record<string, unknown>;

const ZERO = '0x0000000000000000000000000000000000000000';

/** The role's name where the product knows it, else its id. */
const ROLE_NAMES: Record<string, string> = {
  [MANAGER_ROLE]: 'MANAGER_ROLE',
  [COMPLIANCE_ROLE]: 'COMPLIANCE_ROLE',
  [DEFAULT_ADMIN_ROLE]: 'DEFAULT_ADMIN_ROLE',
};
export const roleName = (role: unknown) => ROLE_NAMES[String(role)] ?? String(role);

/** An event argument as JSON: bigints as decimal strings, addresses lower-case. */
const json = (value: unknown): AuditValue =>
  typeof value === 'bigint'
    ? value.toString()
    : typeof value === 'string'
      ? /^0x[0-9a-fA-F]{40}$/.test(value)
        ? value.toLowerCase()
        : value
      : typeof value === 'boolean' || typeof value === 'number'
        ? value
        : value === null || value === undefined
          ? null
          : String(value);

/** `{ name: args[key] }` for each `[name, key]` (key defaults to name). */
const pick = (args: Args, fields: Record<string, string>): AuditState =>
  Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, json(args[key])]));

const on = (subjectType: string, subjectId: unknown) => ({
  subjectType,
  subjectId: json(subjectId) as string,
});

type Describe = (args: Args, contract: string) => ChainAuditEntry;

/** The closure an announcement names (server/lib/closures.ts); an unknown kind as its number. */
export const closureName = (kind: unknown): string => closureOf(kind as bigint) ?? String(json(kind));

/** MasterRegistry events that are admin actions. */
const REGISTRY: Record<string, Describe> = {
  RoleGranted: (a) => ({
    action: 'role_granted',
    ...on('account', a.account),
    after: { role: roleName(a.role), has_role: true },
  }),
  RoleRevoked: (a) => ({
    action: 'role_revoked',
    ...on('account', a.account),
    before: { role: roleName(a.role), has_role: true },
    after: { role: roleName(a.role), has_role: false },
  }),
  RoleAdminChanged: (a) => ({
    action: 'role_admin_changed',
    ...on('role', roleName(a.role)),
    before: { admin_role: roleName(a.previousAdminRole) },
    after: { admin_role: roleName(a.newAdminRole) },
  }),
  DefaultAdminTransferScheduled: (a, registry) => ({
    action: 'admin_transfer_scheduled',
    ...on('registry', registry),
    after: pick(a, { new_admin: 'newAdmin', accept_schedule: 'acceptSchedule' }),
  }),
  DefaultAdminTransferCanceled: (_, registry) => ({
    action: 'admin_transfer_cancelled',
    ...on('registry', registry),
  }),
  DefaultAdminDelayChangeScheduled: (a, registry) => ({
    action: 'admin_delay_scheduled',
    ...on('registry', registry),
    after: pick(a, { delay: 'newDelay', effective_at: 'effectSchedule' }),
  }),
  DefaultAdminDelayChangeCanceled: (_, registry) => ({
    action: 'admin_delay_cancelled',
    ...on('registry', registry),
  }),
  PropertyCreated: (a) => ({
    action: 'property_created',
    ...on('property', a.token),
    after: pick(a, { name: 'name', total_m2: 'totalM2', price: 'pricePerM2', lock_duration: 'lockDuration' }),
  }),
  PriceChangeProposed: (a) => ({
    action: 'price_proposed',
    ...on('property', a.token),
    before: { price: json(a.oldPrice) },
    after: { price: json(a.newPrice) },
  }),
  PriceChangeConfirmed: (a) => ({
    action: 'price_announced',
    ...on('property', a.token),
    before: { price: json(a.oldPrice) },
    after: { price: json(a.newPrice), effective_at: json(a.effectiveAt) },
  }),
  PriceChangeCancelled: (a) => ({ action: 'price_cancelled', ...on('property', a.token) }),
  LockDurationUpdated: (a) => ({
    action: 'lock_duration_changed',
    ...on('property', a.token),
    before: { lock_duration: json(a.oldLockDuration) },
    after: { lock_duration: json(a.newLockDuration) },
  }),
  SellEnabledUpdated: (a) => ({
    action: 'sell_enabled_changed',
    ...on('property', a.token),
    before: { sell_enabled: !a.enabled },
    after: { sell_enabled: Boolean(a.enabled) },
  }),
  PropertyDelisted: (a) => ({
    action: 'property_delisted',
    ...on('property', a.token),
    before: { listed: true },
    after: { listed: false, refund: Boolean(a.refund) },
  }),
  ClosureAnnounced: (a) => ({
    action: 'closure_announced',
    ...on('property', a.token),
    after: { closure: closureName(a.kind), effective_at: json(a.effectiveAt) },
  }),
  ClosureCancelled: (a) => ({
    action: 'closure_cancelled',
    ...on('property', a.token),
    before: { closure: closureName(a.kind) },
  }),
  VaultTraderProposed: (a, registry) => ({
    action: 'vault_proposed',
    ...on('registry', registry),
    after: pick(a, {
      vault_trader: 'newVaultTrader',
      implementation: 'implementation',
      effective_at: 'effectiveAt',
    }),
  }),
  IdentityRequirementSet: (a) => ({
    action: 'identity_requirement_changed',
    ...on('property', a.token),
    before: { identity_required: !a.required },
    after: { identity_required: Boolean(a.required) },
  }),
  VaultTraderSet: (a, registry) => ({
    action: 'vault_replaced',
    ...on('registry', registry),
    before: { vault_trader: json(a.previousVaultTrader) },
    after: { vault_trader: json(a.newVaultTrader) },
  }),
};

/** A bucket is a property's (its token) or the general one (token zero). */
const bucket = (token: unknown) => on('bucket', token ?? ZERO);

/** VaultTrader events that are admin actions. */
const VAULT: Record<string, Describe> = {
  Paused: (_, vault) => ({
    action: 'trading_paused',
    ...on('vault', vault),
    before: { paused: false },
    after: { paused: true },
  }),
  Unpaused: (_, vault) => ({
    action: 'trading_resumed',
    ...on('vault', vault),
    before: { paused: true },
    after: { paused: false },
  }),
  EmergencySwept: (a, vault) => ({
    action: 'emergency_swept',
    ...on('vault', vault),
    after: pick(a, { destination: 'destination', amount: 'amount' }),
  }),
  FundManagerProposed: (a, vault) => ({
    action: 'fund_manager_proposed',
    ...on('vault', vault),
    after: pick(a, { fund_manager: 'account', effective_at: 'effectiveAt' }),
  }),
  FundManagerSet: (a, vault) => ({
    action: 'fund_manager_changed',
    ...on('vault', vault),
    before: { fund_manager: json(a.previousFundManager) },
    after: { fund_manager: json(a.newFundManager) },
  }),
  TreasuryProposed: (a, vault) => ({
    action: 'treasury_proposed',
    ...on('vault', vault),
    after: pick(a, { treasury: 'account', effective_at: 'effectiveAt' }),
  }),
  TreasurySet: (a, vault) => ({
    action: 'treasury_changed',
    ...on('vault', vault),
    before: { treasury: json(a.previousTreasury) },
    after: { treasury: json(a.newTreasury) },
  }),
  Deposited: (a) => ({
    action: 'deposited',
    ...bucket(a.token),
    after: pick(a, { from: 'from', amount: 'amount' }),
  }),
  Withdrawn: (a) => ({
    action: 'withdrawn',
    ...bucket(a.token),
    after: pick(a, { destination: 'destination', amount: 'amount' }),
  }),
  WithdrawalAnnounced: (a) => ({
    action: 'withdrawal_announced',
    ...bucket(a.token),
    after: pick(a, { amount: 'amount', effective_at: 'effectiveAt' }),
  }),
  WithdrawalCancelled: (a) => ({ action: 'withdrawal_cancelled', ...bucket(a.token) }),
  IncomeDistributed: (a) => ({
    action: 'income_distributed',
    ...on('property', a.token),
    after: pick(a, {
      index: 'index',
      amount: 'amount',
      issuer_share: 'issuerShare',
      period_start: 'periodStart',
      period_end: 'periodEnd',
    }),
  }),
  RefundOpened: (a) => ({
    action: 'refund_opened',
    ...on('property', a.token),
    after: pick(a, {
      refund_price: 'refundPrice',
      sold_m2: 'soldM2',
      target: 'target',
      deadline: 'deadline',
    }),
  }),
  RefundFunded: (a) => ({
    action: 'refund_funded',
    ...on('property', a.token),
    after: pick(a, { from: 'from', amount: 'amount', funded: 'funded' }),
  }),
  RefundClosed: (a) => ({
    action: 'refund_closed',
    ...on('property', a.token),
    after: pick(a, { remainder: 'remainder' }),
  }),
  RefundClaimMoved: (a) => ({
    action: 'refund_claim_moved',
    ...on('investor', a.lost),
    after: pick(a, { replacement: 'replacement', token: 'token', m2: 'm2' }),
  }),
  UnaccountedAbsorbed: (a, vault) => ({
    action: 'unaccounted_absorbed',
    ...on('vault', vault),
    after: pick(a, { by: 'by', amount: 'amount' }),
  }),
};

/** IdentityRegistry events (docs/audit-log.md#actions): all of them are compliance actions. */
const IDENTITY: Record<string, Describe> = {
  InvestorApproved: (a) => ({
    action: 'investor_approved',
    ...on('investor', a.investor),
    after: { verified: true, ...pick(a, { country: 'country', expiry: 'expiry' }) },
  }),
  InvestorRevoked: (a) => ({
    action: 'investor_revoked',
    ...on('investor', a.investor),
    before: { verified: true },
    after: { verified: false },
  }),
  InvestorFrozen: (a) => ({
    action: 'investor_frozen',
    ...on('investor', a.account),
    before: { frozen: false },
    after: { frozen: true },
  }),
  InvestorUnfrozen: (a) => ({
    action: 'investor_unfrozen',
    ...on('investor', a.account),
    before: { frozen: true },
    after: { frozen: false },
  }),
  RecoveryRequested: (a) => ({
    action: 'recovery_requested',
    ...on('investor', a.lost),
    after: pick(a, { replacement: 'replacement', ready_at: 'readyAt' }),
  }),
  RecoveryCancelled: (a) => ({
    action: 'recovery_cancelled',
    ...on('investor', a.lost),
    before: pick(a, { replacement: 'replacement' }),
  }),
  RecoveryExecuted: (a) => ({
    action: 'recovery_executed',
    ...on('investor', a.lost),
    after: pick(a, {
      replacement: 'replacement',
      token: 'token',
      amount: 'amount',
      locked: 'locked',
      income: 'income',
    }),
  }),
};

const TABLES = { registry: REGISTRY, vault: VAULT, identity: IDENTITY };
export type AuditedContract = keyof typeof TABLES;

/** The events the indexer turns into entries, per contract (docs/audit-log.md#actions). */
export const CHAIN_AUDIT_EVENTS = {
  registry: Object.keys(REGISTRY),
  vault: Object.keys(VAULT),
  identity: Object.keys(IDENTITY),
};

/**
 * The audit entry of a decoded event of `contract` (the registry, the vault or the identity registry), or null when the event is not an
 * admin action.
 */
export function chainAuditEntry(
  source: AuditedContract,
  log: { eventName: string; args: unknown },
  contract: string,
): ChainAuditEntry | null {
  const table = TABLES[source];
  const describe = Object.hasOwn(table, log.eventName) ? table[log.eventName] : undefined;
  return describe ? describe((log.args ?? {}) as Args, contract.toLowerCase()) : null;
}
