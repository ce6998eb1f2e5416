// The permission kinds of spec §6 and the react-query key of a check, apart from the check itself
// (src/auth/permissions.ts) so screens can name a check without loading the contract ABIs.
import type { Address } from 'viem';

export const PERMISSION_KINDS = [
  'property_create',
  'property_manage',
  'fund_manage',
  'system_admin',
  'role_manage',
] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

export const permissionQueryKey = (kind: PermissionKind, account: Address | null | undefined) =>
  ['permission', kind, account?.toLowerCase() ?? null] as const;
