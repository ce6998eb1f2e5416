import { describe, expect, it } from 'vitest';
import { API_ROLES } from '#core/roles.ts';
import { ADMIN_TABS, isTabOpen, rolesOf, TAB_KINDS, tabOf } from './tabAccess.ts';

const open = (held: Parameters<typeof isTabOpen>[1]) => ADMIN_TABS.filter((tab) => isTabOpen(tab, held));

describe('console tabs by role', () => {
  it('opens every tab to the admin, who is also a manager', () => {
    expect(
      open(['property_create', 'property_manage', 'system_admin', 'role_manage', 'compliance_manage']),
    ).toEqual([...ADMIN_TABS]);
  });

  it('opens the buckets dashboard and the tester to the fund manager alone', () => {
    expect(open(['fund_manage'])).toEqual(['tester', 'buckets']);
  });

  it('opens the property tabs, the tester and the audit log to a manager, not the buckets or the roles', () => {
    expect(open(['property_create', 'property_manage'])).toEqual([
      'allProperties',
      'createProperty',
      'backendProperties',
      'tester',
      'purchases',
      'distributions',
      'investors',
      'auditLog',
    ]);
  });

  it('opens the investors, the audit log, the recoveries and the tester to compliance alone', () => {
    expect(open(['compliance_manage'])).toEqual(['tester', 'investors', 'auditLog', 'recoveries']);
  });

  it('opens the recoveries to compliance and the admin, not to a manager or the fund manager', () => {
    expect(open(['system_admin'])).toContain('recoveries');
    expect(open(['compliance_manage'])).toContain('recoveries');
    expect(open(['property_create', 'property_manage'])).not.toContain('recoveries');
    expect(open(['fund_manage'])).not.toContain('recoveries');
  });

  it('opens each tab backed by a back-office API only to kinds whose roles that API accepts', () => {
    const areas: Partial<Record<(typeof ADMIN_TABS)[number], keyof typeof API_ROLES>> = {
      backendProperties: 'properties',
      purchases: 'purchases',
      distributions: 'distributions',
      investors: 'investors',
      auditLog: 'audit-log',
      recoveries: 'recoveries',
    };
    for (const [tab, area] of Object.entries(areas)) {
      const accepted: readonly string[] = API_ROLES[area];
      for (const role of rolesOf(TAB_KINDS[tab as keyof typeof TAB_KINDS])) {
        expect(accepted, `${tab} → ${area}`).toContain(role);
      }
    }
  });

  it('names the roles behind the kinds', () => {
    expect(rolesOf(['fund_manage', 'system_admin'])).toEqual(['fundManager', 'admin']);
    expect(rolesOf(['property_create', 'property_manage'])).toEqual(['manager']);
    expect(rolesOf(['compliance_manage', 'system_admin'])).toEqual(['compliance', 'admin']);
  });

  it("answers react-admin's access checks with the tab of the resource and the action", () => {
    // The views and buttons of a resource are its tab's; creating a property is a tab of its own.
    expect(['list', 'edit', 'delete', 'export'].map((action) => tabOf('properties', action))).toEqual([
      'backendProperties',
      'backendProperties',
      'backendProperties',
      'backendProperties',
    ]);
    expect(tabOf('properties', 'create')).toBe('createProperty');
    expect(tabOf('investors', 'show')).toBe('investors');
    expect(tabOf('audit-log', 'list')).toBe('auditLog');
    expect(tabOf('recoveries', 'create')).toBe('recoveries');
    // The pages of their own are asked by their tab's name; anything else is no tab, and refused.
    for (const tab of ['allProperties', 'roles', 'tester', 'buckets'] as const)
      expect(tabOf(tab, 'list')).toBe(tab);
    expect(tabOf('users', 'list')).toBeNull();
    expect(tabOf('auditLog', 'list')).toBeNull();
  });
});
