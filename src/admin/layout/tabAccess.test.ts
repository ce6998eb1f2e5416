import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, isTabOpen, rolesOf } from './tabAccess.ts';

const open = (held: Parameters<typeof isTabOpen>[1]) => ADMIN_TABS.filter((tab) => isTabOpen(tab, held));

describe('console tabs by role', () => {
  it('opens every tab to the admin, who is also a manager', () => {
    expect(open(['property_create', 'property_manage', 'system_admin', 'role_manage'])).toEqual([
      ...ADMIN_TABS,
    ]);
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

  it('opens the recoveries to the admin alone, who holds COMPLIANCE_ROLE', () => {
    expect(open(['system_admin'])).toContain('recoveries');
    expect(open(['property_create', 'property_manage'])).not.toContain('recoveries');
    expect(open(['fund_manage'])).not.toContain('recoveries');
  });

  it('names the roles behind the kinds', () => {
    expect(rolesOf(['fund_manage', 'system_admin'])).toEqual(['fundManager', 'admin']);
    expect(rolesOf(['property_create', 'property_manage'])).toEqual(['manager']);
  });
});
