// On-chain permission checks by kind (docs/roles.md#permission-kinds; the rule: src/core/roles.ts), shared
// by the investor app (isAdmin) and the admin console (its tester tab and action guards):
// - property_create, property_manage -> MANAGER_ROLE on the registry;
// - fund_manage -> the fund manager of the registry's VaultTrader, as the lens reports it ('VaultTrader
//   contract not initialized' while the registry has none);
// - system_admin, role_manage -> DEFAULT_ADMIN_ROLE on the registry;
// - compliance_manage -> COMPLIANCE_ROLE on the registry.
import { type Address, isAddressEqual, zeroAddress } from 'viem';
import type { Config } from 'wagmi';
import {
  COMPLIANCE_ROLE,
  DEFAULT_ADMIN_ROLE,
  MANAGER_ROLE,
  PERMISSION_REQUIREMENT,
  type PermissionKind,
} from '#core/roles.ts';
import { readMasterRegistryHasRole, readPropertyLensGetSystemStatus } from '../../generated/wagmi.ts';
import { type Message, message } from '../lib/message.ts';

export type PermissionResult = { allowed: true } | { allowed: false; error: Message };

const denied = (kind: PermissionKind): PermissionResult => ({
  allowed: false,
  error: message('permissions.insufficient', { kind }),
});

export async function checkPermission(
  config: Config,
  kind: PermissionKind,
  account: Address,
): Promise<PermissionResult> {
  const requirement = PERMISSION_REQUIREMENT[kind];
  if (requirement === 'fundManager') {
    const status = await readPropertyLensGetSystemStatus(config, {});
    if (isAddressEqual(status.vaultTrader, zeroAddress)) {
      return { allowed: false, error: message('permissions.vaultTraderNotInitialized') };
    }
    return isAddressEqual(status.fundManager, account) ? { allowed: true } : denied(kind);
  }
  const role =
    requirement === 'manager'
      ? MANAGER_ROLE
      : requirement === 'compliance'
        ? COMPLIANCE_ROLE
        : DEFAULT_ADMIN_ROLE;
  return (await readMasterRegistryHasRole(config, { args: [role, account] }))
    ? { allowed: true }
    : denied(kind);
}
