// Which permission kinds open each console tab (docs/roles.md#console-access): any one of a tab's kinds is
// enough; a tab without kinds is open to everyone in the console. The console itself opens to the kinds of
// CONSOLE_KINDS (src/core/roles.ts); the server checks every back-office call again.
import { PERMISSION_REQUIREMENT, type PermissionKind } from '#core/roles.ts';

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
  // The back office of the regulated offering (docs/roles.md#console-access): a manager, the admin, and compliance,
  // as the investors and audit-log APIs answer (API_ROLES in src/core/roles.ts).
  investors: ['property_manage', 'system_admin', 'compliance_manage'],
  auditLog: ['property_manage', 'system_admin', 'compliance_manage'],
  // Requesting, executing and cancelling need COMPLIANCE_ROLE (docs/admin.md#recoveries); the admin, who grants it
  // and holds it after the deploy, keeps the tab; the recoveries API answers the same two.
  recoveries: ['compliance_manage', 'system_admin'],
};

export type Role = (typeof PERMISSION_REQUIREMENT)[PermissionKind];

export function isTabOpen(tab: AdminTab, held: readonly PermissionKind[]): boolean {
  const kinds = TAB_KINDS[tab];
  return kinds.length === 0 || kinds.some((kind) => held.includes(kind));
}

/**
 * The tab a react-admin access check is about (`authProvider.canAccess`): a resource's views and actions are its
 * tab's, except creating a property, which is its own tab; the tabs that are pages of their own (all properties,
 * roles, tester, buckets) are asked by their tab's name. Anything else is no tab: refused.
 */
export function tabOf(resource: string, action: string): AdminTab | null {
  if (resource === 'properties') return action === 'create' ? 'createProperty' : 'backendProperties';
  const byResource: Record<string, AdminTab> = {
    purchases: 'purchases',
    distributions: 'distributions',
    investors: 'investors',
    'audit-log': 'auditLog',
    recoveries: 'recoveries',
    allProperties: 'allProperties',
    roles: 'roles',
    tester: 'tester',
    buckets: 'buckets',
  };
  return byResource[resource] ?? null;
}

/** The on-chain roles behind `kinds`, each once, in the order given. */
export function rolesOf(kinds: readonly PermissionKind[]): Role[] {
  return [...new Set(kinds.map((kind) => PERMISSION_REQUIREMENT[kind]))];
}
