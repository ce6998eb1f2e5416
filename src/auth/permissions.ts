// On-chain permission checks by kind (spec §6), shared by the investor app (isAdmin) and the admin
// console (its tester tab and action guards):
// - property_create, property_manage -> MANAGER_ROLE on the registry;
// - fund_manage -> the VaultTrader's fund manager ('VaultTrader contract not initialized' if unset);
// - system_admin, role_manage -> DEFAULT_ADMIN_ROLE on the registry.
import { type Address, isAddressEqual, zeroAddress, zeroHash } from 'viem';
import type { Config } from 'wagmi';
import { readContract } from 'wagmi/actions';
import { masterRegistryAbi, vaultTraderAbi } from '../../generated/contracts.ts';
import { contractAddresses } from '../config/contracts.ts';
import { type Message, message } from '../lib/message.ts';

import { PERMISSION_KINDS, type PermissionKind, permissionQueryKey } from './permissionQueryKey.ts';

export { PERMISSION_KINDS, type PermissionKind, permissionQueryKey };

export const DEFAULT_ADMIN_ROLE = zeroHash;

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
  const { MasterRegistry } = contractAddresses();
  const hasRole = (role: `0x${string}`) =>
    readContract(config, {
      address: MasterRegistry,
      abi: masterRegistryAbi,
      functionName: 'hasRole',
      args: [role, account],
    });

  switch (kind) {
    case 'property_create':
    case 'property_manage': {
      const managerRole = await readContract(config, {
        address: MasterRegistry,
        abi: masterRegistryAbi,
        functionName: 'MANAGER_ROLE',
      });
      return (await hasRole(managerRole)) ? { allowed: true } : denied(kind);
    }
    case 'fund_manage': {
      const vaultTrader = await readContract(config, {
        address: MasterRegistry,
        abi: masterRegistryAbi,
        functionName: 'vaultTrader',
      });
      if (isAddressEqual(vaultTrader, zeroAddress)) {
        return { allowed: false, error: message('permissions.vaultTraderNotInitialized') };
      }
      const fundManager = await readContract(config, {
        address: vaultTrader,
        abi: vaultTraderAbi,
        functionName: 'fundManager',
      });
      return isAddressEqual(fundManager, account) ? { allowed: true } : denied(kind);
    }
    case 'system_admin':
    case 'role_manage':
      return (await hasRole(DEFAULT_ADMIN_ROLE)) ? { allowed: true } : denied(kind);
  }
}
