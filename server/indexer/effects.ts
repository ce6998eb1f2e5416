// What a batch of stored chain logs changed, for the indexer to act on once its transaction commits: caches to
// drop, role caches to refresh, purchases and sales to certify, and the lines of the chain audit.

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
