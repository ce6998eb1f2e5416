// Roles and permission kinds (docs/roles.md), the one home of the role rules the API and the web app share.
// Admin = DEFAULT_ADMIN_ROLE on the MasterRegistry, manager = MANAGER_ROLE on the registry, fund manager =
// VaultTrader.fundManager(), compliance = COMPLIANCE_ROLE on the registry.

/** OpenZeppelin AccessControl's admin role id. */
export const DEFAULT_ADMIN_ROLE = `0x${'0'.repeat(64)}` as const;
/** keccak256("MANAGER_ROLE"), as MasterRegistry.MANAGER_ROLE() returns it. */
export const MANAGER_ROLE = '0x241ecf16d79d0f8dbfb92cbc07fe17840425976cf0667f022fe9877caa831b08' as const;
/** keccak256("COMPLIANCE_ROLE"), as MasterRegistry.COMPLIANCE_ROLE() returns it (docs/compliance.md#roles). */
export const COMPLIANCE_ROLE = '0x442a94f1a1fac79af32856af2a64f63648cfa2ef3b98610a5bb7cbec4cee6985' as const;

export const PERMISSION_KINDS = [
  'property_create',
  'property_manage',
  'fund_manage',
  'system_admin',
  'role_manage',
  'compliance_manage',
] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

/** The on-chain roles the API and the console ask about. */
export const CHAIN_ROLES = ['admin', 'manager', 'fundManager', 'compliance'] as const;
export type ChainRole = (typeof CHAIN_ROLES)[number];

/** What each permission kind requires on chain. */
export const PERMISSION_REQUIREMENT: Record<PermissionKind, ChainRole> = {
  property_create: 'manager',
  property_manage: 'manager',
  fund_manage: 'fundManager',
  system_admin: 'admin',
  role_manage: 'admin',
  compliance_manage: 'compliance',
};

/**
 * The permission kinds that open the back-office console (docs/roles.md#console-access): any one of them. Each
 * tab then asks for its own kinds (src/admin/providers/tabAccess.ts) and says why it is closed to the others.
 */
export const CONSOLE_KINDS = [
  'system_admin',
  'property_manage',
  'fund_manage',
  'compliance_manage',
] as const satisfies readonly PermissionKind[];

/**
 * The on-chain roles each back-office API area (`/custom_admin/<area>/`) accepts, any one of them
 * (docs/roles.md#api-access). The server gates every route of an area with its entry
 * (server/plugins/app/auth.ts); the console's tabs ask for the permission kinds behind the same roles
 * (src/admin/providers/tabAccess.ts).
 */
export const API_ROLES = {
  properties: ['admin', 'manager'],
  purchases: ['admin', 'manager'],
  distributions: ['admin', 'manager'],
  // The buckets dashboard's reads: the fund manager too.
  'chain-properties': ['admin', 'manager', 'fundManager'],
  // The back office of the regulated offering (docs/compliance.md#roles): compliance too.
  investors: ['admin', 'manager', 'compliance'],
  // Lost-wallet recoveries are compliance's work (docs/roles.md#console-access): compliance and the admin only.
  recoveries: ['admin', 'compliance'],
  'audit-log': ['admin', 'manager', 'compliance'],
} as const satisfies Record<string, readonly ChainRole[]>;
export type ApiArea = keyof typeof API_ROLES;

/** Whether a wallet holding `held` passes a gate that accepts `accepted` (any one of them). */
export function holdsAnyRole(accepted: readonly ChainRole[], held: ReadonlySet<ChainRole>): boolean {
  return accepted.some((role) => held.has(role));
}
