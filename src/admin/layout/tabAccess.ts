// Which permission kinds open each console tab (docs/roles.md#console-access): any one of a tab's kinds is
// enough; a tab without kinds is open to everyone in the console. The console itself opens to the kinds of
// CONSOLE_KINDS (src/core/roles.ts); the server checks every back-office call again.
import { PERMISSION_REQUIREMENT, type PermissionKind } from '../../core/roles.ts';

export const ADMIN_TABS = [
  'allProperties',
  'createProperty',
  'backendProperties',
  'roles',
  'tester',
  'buckets',
  'purchases',
  'distributions',
  'investors',
  'auditLog',
  'recoveries',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const TAB_KINDS: Record<AdminTab, readonly PermissionKind[]> = {
  allProperties: ['property_manage', 'system_admin'],
  createProperty: ['property_create'],
  // The back-office API answers a manager or the admin (docs/roles.md#api-access).
  backendProperties: ['property_manage', 'system_admin'],
  roles: ['role_manage'],
  tester: [],
  buckets: ['fund_manage', 'system_admin'],
  purchases: ['property_manage', 'system_admin'],
  // Like purchases: the back-office list answers a manager or the admin (docs/roles.md#api-access); the
  // "Distribute income" form is on the buckets dashboard, for the fund manager or the admin.
  distributions: ['property_manage', 'system_admin'],
  // The investors API answers a manager or the admin (docs/investors.md#back-office-api).
  investors: ['property_manage', 'system_admin'],
  // The audit log answers a manager or the admin, like every back-office list (docs/audit-log.md#filters).
  auditLog: ['property_manage', 'system_admin'],
  // Requesting, executing and cancelling need COMPLIANCE_ROLE, which the admin holds and grants; the console has
  // no permission kind of its own for compliance yet (docs/admin.md#recoveries).
  recoveries: ['system_admin'],
};

export type Role = (typeof PERMISSION_REQUIREMENT)[PermissionKind];

export function isTabOpen(tab: AdminTab, held: readonly PermissionKind[]): boolean {
  const kinds = TAB_KINDS[tab];
  return kinds.length === 0 || kinds.some((kind) => held.includes(kind));
}

/** The on-chain roles behind `kinds`, each once, in the order given. */
export function rolesOf(kinds: readonly PermissionKind[]): Role[] {
  return [...new Set(kinds.map((kind) => PERMISSION_REQUIREMENT[kind]))];
}
