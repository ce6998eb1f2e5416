// The connected wallet's place on the IdentityRegistry's allow-list (docs/investors.md#statuses), read from the
// chain through the generated hooks: whether it may buy (the registry's own isVerified) and why not.
import type { Address } from 'viem';
import { type AllowListStatus, allowListStatus } from '#core/investorStatus.ts';
import {
  useReadIdentityRegistryIdentityOf,
  useReadIdentityRegistryIsVerified,
  useReadPropertyTokenIdentityRequired,
} from '../../generated/wagmi.ts';

export type Verification = {
  /** Undefined while the chain has not answered. */
  verified: boolean | undefined;
  /** `approved`, `not_approved` (never approved or revoked), `expired` or `frozen`; undefined while loading. */
  status: AllowListStatus | undefined;
};

export function useVerification(account: Address | null | undefined): Verification {
  const enabled = Boolean(account);
  const verified = useReadIdentityRegistryIsVerified({
    args: account ? [account] : undefined,
    query: { enabled },
  });
  const identity = useReadIdentityRegistryIdentityOf({
    args: account ? [account] : undefined,
    query: { enabled },
  });
  if (!account || verified.data === undefined || identity.data === undefined) {
    return { verified: undefined, status: undefined };
  }
  const { approved, frozen, expiry } = identity.data;
  const status = verified.data
    ? 'approved'
    : allowListStatus(
        { approved, listed: approved, frozen, expiry: Number(expiry) },
        // An approval the registry no longer counts while stored as approved has expired.
        approved && !frozen ? Number.MAX_SAFE_INTEGER : Math.floor(Date.now() / 1000),
      );
  return { verified: verified.data, status };
}

/** Whether the property requires verified buyers (undefined while loading). */
export function useIdentityRequired(token: Address): boolean | undefined {
  return useReadPropertyTokenIdentityRequired({ address: token }).data;
}
