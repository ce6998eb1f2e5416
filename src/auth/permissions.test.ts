// Permission checks by kind (docs/roles.md#permission-kinds) against the chain.
import { describe, expect, it } from 'vitest';
import { messageText } from '../lib/message.ts';
import { grantManager } from '../test/chainActions.ts';
import { createTestI18n } from '../test/i18n.ts';
import { withTestChain } from '../test/testChain.ts';
import { ADMIN, createTestWagmiConfig, INVESTOR } from '../test/wallet.ts';
import { ANVIL_ACCOUNTS } from '../wallet/anvilAccounts.ts';
import { checkPermission } from './permissions.ts';

const config = createTestWagmiConfig();
const { t } = createTestI18n('en');
const FUND_MANAGER = ANVIL_ACCOUNTS[2]?.address as `0x${string}`;

withTestChain();

describe('checkPermission', () => {
  it('system_admin and role_manage need DEFAULT_ADMIN_ROLE on the registry', async () => {
    expect(await checkPermission(config, 'system_admin', ADMIN)).toEqual({ allowed: true });
    expect(await checkPermission(config, 'role_manage', ADMIN)).toEqual({ allowed: true });
    const denied = await checkPermission(config, 'system_admin', INVESTOR);
    expect(denied.allowed).toBe(false);
    if (!denied.allowed)
      expect(messageText(t, denied.error)).toBe('Insufficient permissions for system_admin');
  });

  it('property_create and property_manage need MANAGER_ROLE', async () => {
    await grantManager(INVESTOR);
    expect(await checkPermission(config, 'property_create', INVESTOR)).toEqual({ allowed: true });
    expect(await checkPermission(config, 'property_manage', INVESTOR)).toEqual({ allowed: true });
    // The local deploy makes the admin a manager too; the fund manager is not one.
    const denied = await checkPermission(config, 'property_manage', FUND_MANAGER);
    if (!denied.allowed)
      expect(messageText(t, denied.error)).toBe('Insufficient permissions for property_manage');
    else throw new Error('expected a denial');
  });

  it('fund_manage needs the fund manager of the VaultTrader', async () => {
    expect(await checkPermission(config, 'fund_manage', FUND_MANAGER)).toEqual({ allowed: true });
    const denied = await checkPermission(config, 'fund_manage', INVESTOR);
    if (!denied.allowed)
      expect(messageText(t, denied.error)).toBe('Insufficient permissions for fund_manage');
    else throw new Error('expected a denial');
  });
});
