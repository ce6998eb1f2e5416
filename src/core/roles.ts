// Roles and permission kinds (docs/roles.md). Admin = DEFAULT_ADMIN_ROLE on the MasterRegistry, manager =
// MANAGER_ROLE on the registry, fund manager = VaultTrader.fundManager().

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
] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

/** What each permission kind requires on chain. */
export const PERMISSION_REQUIREMENT: Record<PermissionKind, 'manager' | 'fundManager' | 'admin'> = {
  property_create: 'manager',
  property_manage: 'manager',
  fund_manage: 'fundManager',
  system_admin: 'admin',
  role_manage: 'admin',
};

/**
 * The permission kinds that open the back-office console (docs/roles.md#console-access): any one of them. Each
 * tab then asks for its own kinds (src/admin/layout/tabAccess.ts) and says why it is closed to the others.
 */
export const CONSOLE_KINDS = [
  'system_admin',
  'property_manage',
  'fund_manage',
] as const satisfies readonly PermissionKind[];
