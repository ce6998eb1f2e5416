// The react-query key of a permission check, apart from the check itself (src/auth/permissions.ts) so
// screens can name a check without loading the contract code.
import type { Address } from 'viem';
import type { PermissionKind } from '#core/roles.ts';

export const permissionQueryKey = (kind: PermissionKind, account: Address | null | undefined) =>
  ['permission', kind, account?.toLowerCase() ?? null] as const;
