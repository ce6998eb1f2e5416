// An investor's verification (docs/investors.md#statuses): the back office's KYC review, and the allow-list
// status the identity registry gives a wallet. Only the allow-list decides whether a wallet may receive M2; the
// review is the back office's own record of its checks.

/** The back office's review of a wallet's documents (kept in the database, edited in the console). */
export const KYC_STATUSES = ['pending', 'in_review', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** A wallet in the back office's lists: `none` when it has no KYC record yet (an approval on chain, M2 or a login
 *  brought it in), never a review status it does not have. Not a status a record can be given. */
export const KYC_LIST_STATUSES = ['none', ...KYC_STATUSES] as const;
export type KycListStatus = (typeof KYC_LIST_STATUSES)[number];

/** Where a wallet stands on the identity registry's allow-list. */
export const ALLOWLIST_STATUSES = ['not_approved', 'approved', 'expired', 'revoked', 'frozen'] as const;
export type AllowListStatus = (typeof ALLOWLIST_STATUSES)[number];

export type AllowListEntry = {
  /** True when the newest approval/revocation is an approval. */
  approved: boolean;
  /** True when the wallet was ever approved or revoked (false: never on the list). */
  listed: boolean;
  frozen: boolean;
  /** Unix seconds after which the approval lapses; null or 0 = never. */
  expiry: number | null;
};

/**
 * The wallet's allow-list status at `nowSeconds`: a frozen wallet is `frozen` whatever its approval; an approval
 * whose expiry has passed is `expired` (the registry no longer counts it). The server's list filter writes the same
 * rule in SQL (server/plugins/app/repositories/investors.ts).
 */
export function allowListStatus(entry: AllowListEntry, nowSeconds: number): AllowListStatus {
  if (entry.frozen) return 'frozen';
  if (!entry.listed) return 'not_approved';
  if (!entry.approved) return 'revoked';
  if (entry.expiry && entry.expiry <= nowSeconds) return 'expired';
  return 'approved';
}

/** Whether a wallet with this status may buy or receive M2 where the property requires verification. */
export const mayReceive = (status: AllowListStatus): boolean => status === 'approved';
