import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  API_ROLES,
  type ChainRole,
  COMPLIANCE_ROLE,
  CONSOLE_KINDS,
  DEFAULT_ADMIN_ROLE,
  holdsAnyRole,
  MANAGER_ROLE,
  PERMISSION_REQUIREMENT,
} from './roles.ts';

describe('role ids', () => {
  it("are OpenZeppelin's admin role, keccak256('MANAGER_ROLE') and keccak256('COMPLIANCE_ROLE')", () => {
    expect(DEFAULT_ADMIN_ROLE).toBe(`0x${'0'.repeat(64)}`);
    expect(MANAGER_ROLE).toBe(keccak256(toHex('MANAGER_ROLE')));
    expect(COMPLIANCE_ROLE).toBe(keccak256(toHex('COMPLIANCE_ROLE')));
  });
});

describe('permission kinds', () => {
  it('need the manager role for properties, the fund manager for funds, compliance for compliance, else the admin', () => {
    expect(PERMISSION_REQUIREMENT).toEqual({
      property_create: 'manager',
      property_manage: 'manager',
      fund_manage: 'fundManager',
      system_admin: 'admin',
      role_manage: 'admin',
      compliance_manage: 'compliance',
    });
  });
});

describe('console access', () => {
  it('opens to the admin, a manager, the fund manager and compliance', () => {
    expect(CONSOLE_KINDS).toEqual(['system_admin', 'property_manage', 'fund_manage', 'compliance_manage']);
  });
});

describe('API access', () => {
  const held = (...roles: ChainRole[]) => new Set(roles);
  const open = (roles: ReadonlySet<ChainRole>) =>
    Object.entries(API_ROLES)
      .filter(([, accepted]) => holdsAnyRole(accepted, roles))
      .map(([area]) => area);

  it('lets compliance alone into investors, recoveries and the audit log, never the money areas', () => {
    expect(open(held('compliance'))).toEqual(['investors', 'recoveries', 'audit-log']);
  });

  it('lets the admin into every area, a manager into all but recoveries, the fund manager into the indexed properties alone', () => {
    const every = Object.keys(API_ROLES);
    expect(open(held('admin'))).toEqual(every);
    expect(open(held('manager'))).toEqual(every.filter((area) => area !== 'recoveries'));
    expect(open(held('fundManager'))).toEqual(['chain-properties']);
  });

  it('lets nobody in without a role', () => {
    expect(open(held())).toEqual([]);
    for (const accepted of Object.values(API_ROLES)) expect(accepted.length).toBeGreaterThan(0);
  });
});
