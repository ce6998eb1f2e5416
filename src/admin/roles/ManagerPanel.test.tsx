// The manager panel: grant and revoke the manager role, transfer the fund manager
// (docs/admin.md#manager-panel, docs/validation.md#addresses). On the file's anvil with the real registry and
// VaultTrader (src/test/testChain.ts): what a test prepares is sent as real transactions, what it checks is read
// back from the chain.
import { screen, within } from '@testing-library/react';
import { type Address, zeroAddress } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_ROLE, MANAGER_ROLE } from '#core/roles.ts';
import contractConstants from '../../../abis/constants.json';
import {
  browserClockAtChainTime,
  hasRole,
  increaseTime,
  latestTimestamp,
  pendingAdmin,
  transferAdmin,
  vaultRoles,
} from '../../test/chainActions.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
afterEach(() => {
  vi.useRealTimers();
});

const INVESTOR: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const FUND_MANAGER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ROLE_DELAY = BigInt(contractConstants.VaultTrader.ROLE_DELAY);
const ADMIN_DELAY = BigInt(contractConstants.MasterRegistry.ADMIN_DELAY);
const section = (name: string) => within(screen.getByRole('region', { name }));

async function open(options: Parameters<typeof renderAdminOnChain>[1] = {}) {
  const rendered = await renderAdminOnChain('/PropertyList/roles', options);
  await findConsole();
  await screen.findByRole('heading', { name: 'Manager panel', level: 1 });
  return rendered;
}

describe('Manager panel', { timeout: 40_000 }, () => {
  it('grants and revokes the manager role, showing what the address holds', async () => {
    const { user, admin } = await open();
    const grant = section('Grant manager role');
    await user.type(grant.getByRole('textbox', { name: 'Address to grant the manager role' }), INVESTOR);
    expect(await grant.findByText('This address does not have the manager role.')).toBeTruthy();
    await user.click(grant.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Manager role granted')).toBeTruthy();
    expect(await hasRole(MANAGER_ROLE, INVESTOR)).toBe(true);

    const revoke = section('Revoke manager role');
    await user.type(
      revoke.getByRole('textbox', { name: 'Address to revoke the manager role from' }),
      INVESTOR,
    );
    expect(await revoke.findByText('This address has the manager role.')).toBeTruthy();
    await user.click(revoke.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Manager role revoked')).toBeTruthy();
    expect(await hasRole(MANAGER_ROLE, INVESTOR)).toBe(false);
    expect(admin.sent).toEqual(['grantRole', 'revokeRole']);
  });

  it('grants and revokes the compliance role, showing what the address holds', async () => {
    const { user, admin } = await open();
    const grant = section('Grant compliance role');
    await user.type(grant.getByRole('textbox', { name: 'Address to grant the compliance role' }), INVESTOR);
    expect(await grant.findByText('This address does not have the compliance role.')).toBeTruthy();
    await user.click(grant.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Compliance role granted')).toBeTruthy();
    expect(await hasRole(COMPLIANCE_ROLE, INVESTOR)).toBe(true);
    expect(await hasRole(MANAGER_ROLE, INVESTOR)).toBe(false);

    const revoke = section('Revoke compliance role');
    await user.type(
      revoke.getByRole('textbox', { name: 'Address to revoke the compliance role from' }),
      INVESTOR,
    );
    expect(await revoke.findByText('This address has the compliance role.')).toBeTruthy();
    await user.click(revoke.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Compliance role revoked')).toBeTruthy();
    expect(await hasRole(COMPLIANCE_ROLE, INVESTOR)).toBe(false);
    expect(admin.sent).toEqual(['grantRole', 'revokeRole']);
  });

  it("refuses a malformed address with 'Invalid address format'", async () => {
    const { user, admin } = await open();
    const transfer = section('Transfer fund manager');
    await user.type(transfer.getByRole('textbox', { name: 'New fund manager address' }), '0x1234');
    await user.click(transfer.getByRole('button', { name: 'Transfer' }));
    expect(transfer.getByText('Invalid address format')).toBeTruthy();
    const grant = section('Grant manager role');
    await user.type(
      grant.getByRole('textbox', { name: 'Address to grant the manager role' }),
      'not an address',
    );
    await user.click(grant.getByRole('button', { name: 'Grant' }));
    expect(grant.getByText('Invalid address format')).toBeTruthy();
    expect(admin.sent).toEqual([]);
  });

  it('announces a replacement fund manager, who can accept it 2 days (172,800 s) later', async () => {
    const { user, admin } = await open();
    const transfer = section('Transfer fund manager');
    expect(await transfer.findByText('0x3C44C...3BC')).toBeTruthy();
    await user.type(transfer.getByRole('textbox', { name: 'New fund manager address' }), INVESTOR);
    await user.click(transfer.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(new RegExp(`^Fund manager change announced: ${INVESTOR} can accept it from `)),
    ).toBeTruthy();
    expect(admin.sent).toEqual(['setFundManager']);
    // Announced only: the fund manager in force stays until the new account accepts.
    expect(await vaultRoles.fundManager()).toBe(FUND_MANAGER);
    expect(await vaultRoles.pendingFundManager()).toEqual([INVESTOR, (await latestTimestamp()) + ROLE_DELAY]);
    expect(await transfer.findByText(/^Announced fund manager, who can accept from /)).toBeTruthy();
    expect(transfer.getByText('0x99655...4dc')).toBeTruthy();
  });

  it('appoints the first fund manager at once, confirmed by the FundManagerSet event', async () => {
    const { user } = await open({ setup: () => vaultRoles.clearFundManager() });
    const transfer = section('Transfer fund manager');
    await user.type(transfer.getByRole('textbox', { name: 'New fund manager address' }), INVESTOR);
    await user.click(transfer.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(`Fund manager is now ${INVESTOR}`)).toBeTruthy();
    expect(await vaultRoles.fundManager()).toBe(INVESTOR);
    expect(await vaultRoles.pendingFundManager()).toEqual([zeroAddress, 0n]);
  });

  it("reads 'Fund manager transfer failed' with the mapped reason", async () => {
    const { user, admin } = await open();
    admin.failNext('setFundManager', 'reject');
    const transfer = section('Transfer fund manager');
    await user.type(transfer.getByRole('textbox', { name: 'New fund manager address' }), INVESTOR);
    await user.click(transfer.getByRole('button', { name: 'Transfer' }));
    expect(
      await transfer.findByText('Fund manager transfer failed: Transaction was rejected by user'),
    ).toBeTruthy();
  });

  it('maps a missing admin role to the AccessControl text', async () => {
    const { user } = await open();
    // The admin role goes to another account once the panel is open (the admin stays a manager).
    await transferAdmin(5);
    const grant = section('Grant manager role');
    await user.type(grant.getByRole('textbox', { name: 'Address to grant the manager role' }), INVESTOR);
    await user.click(grant.getByRole('button', { name: 'Grant' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Transaction error' });
    expect(within(modal).getByText('Insufficient permissions for this operation')).toBeTruthy();
  });

  describe('keys and handovers', () => {
    const ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

    it('starts an admin transfer with its 2-day delay and cancels it', async () => {
      const { user, admin } = await open();
      const registry = section('Registry admin');
      expect(await registry.findByText('0xf39Fd...266')).toBeTruthy();
      await user.type(registry.getByRole('textbox', { name: 'New admin address' }), INVESTOR);
      await user.click(registry.getByRole('button', { name: 'Start the transfer (2-day delay)' }));
      expect(await registry.findByText(/^Transfer under way: the new admin may accept from /)).toBeTruthy();
      expect(await pendingAdmin()).toEqual([INVESTOR, Number((await latestTimestamp()) + ADMIN_DELAY)]);
      // Only the new account accepts, and not before the date.
      expect(
        (registry.getByRole('button', { name: 'Accept the admin role' }) as HTMLButtonElement).disabled,
      ).toBe(true);
      await user.click(registry.getByRole('button', { name: 'Cancel the transfer' }));
      expect(await screen.findByText('Admin transfer cancelled')).toBeTruthy();
      expect(admin.sent).toEqual(['beginDefaultAdminTransfer', 'cancelDefaultAdminTransfer']);
      expect(await pendingAdmin()).toEqual([zeroAddress, 0]);
    });

    it('proposes a treasury, which applies only once its delay ran out', async () => {
      const { user, admin } = await open();
      const treasury = section('Treasury (receives an emergency sweep)');
      await user.type(await treasury.findByRole('textbox', { name: 'New treasury address' }), INVESTOR);
      await user.click(treasury.getByRole('button', { name: 'Propose (2-day delay)' }));
      expect(await treasury.findByText(/^Announced treasury, applicable from /)).toBeTruthy();
      expect(await vaultRoles.pendingTreasury()).toEqual([INVESTOR, (await latestTimestamp()) + ROLE_DELAY]);
      const apply = treasury.getByRole('button', { name: 'Apply the new treasury' }) as HTMLButtonElement;
      expect(apply.disabled).toBe(true);
      expect(await vaultRoles.treasury()).toBe(ADMIN);
      expect(admin.sent).toEqual(['proposeTreasury']);
    });

    it('applies an announced treasury after its date', async () => {
      const { user, admin } = await open({
        setup: async () => {
          await vaultRoles.proposeTreasury(INVESTOR);
          await increaseTime(ROLE_DELAY + 10n);
          await browserClockAtChainTime();
        },
      });
      const treasury = section('Treasury (receives an emergency sweep)');
      const apply = (await treasury.findByRole('button', {
        name: 'Apply the new treasury',
      })) as HTMLButtonElement;
      await user.click(apply);
      expect(await screen.findByText('Treasury changed')).toBeTruthy();
      expect(admin.sent).toEqual(['applyTreasury']);
      expect(await vaultRoles.treasury()).toBe(INVESTOR);
      expect(await vaultRoles.pendingTreasury()).toEqual([zeroAddress, 0n]);
    });

    it('lets the announced fund manager accept the role once its date came', async () => {
      const { user, admin } = await open({
        setup: async () => {
          await vaultRoles.setFundManager(ADMIN);
          await increaseTime(ROLE_DELAY + 10n);
          await browserClockAtChainTime();
        },
      });
      const transfer = section('Transfer fund manager');
      const accept = (await transfer.findByRole('button', {
        name: 'Accept the fund manager role',
      })) as HTMLButtonElement;
      await user.click(accept);
      expect(await screen.findByText('You are the fund manager now')).toBeTruthy();
      expect(admin.sent).toEqual(['acceptFundManager']);
      expect(await vaultRoles.fundManager()).toBe(ADMIN);
    });
  });
});
