import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { CONSOLE_KINDS, DEFAULT_ADMIN_ROLE, MANAGER_ROLE, PERMISSION_REQUIREMENT } from './roles.ts';

describe('role ids', () => {
  it("are OpenZeppelin's admin role and keccak256('MANAGER_ROLE')", () => {
    expect(DEFAULT_ADMIN_ROLE).toBe(`0x${'0'.repeat(64)}`);
    expect(MANAGER_ROLE).toBe(keccak256(toHex('MANAGER_ROLE')));
  });
});

describe('permission kinds', () => {
  it('need the manager role to create and manage properties, the fund manager for funds, else the admin', () => {
    expect(PERMISSION_REQUIREMENT).toEqual({
      property_create: 'manager',
      property_manage: 'manager',
      fund_manage: 'fundManager',
      system_admin: 'admin',
      role_manage: 'admin',
    });
  });
});

describe('console access', () => {
  it('opens to the admin, a manager and the fund manager', () => {
    expect(CONSOLE_KINDS).toEqual(['system_admin', 'property_manage', 'fund_manage']);
  });
});
