// Grant and revoke the manager role (MANAGER_ROLE on the registry; admin only, spec §2, §6), each by an
// address; the typed address's current role is shown before sending. 'Role is not loaded yet' until the
// role id has been read from the registry.
import { Alert } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { masterRegistryAbi } from '../../../generated/contracts.ts';
import {
  useReadMasterRegistryHasRole,
  useReadMasterRegistryManagerRole,
  useWriteMasterRegistryGrantRole,
  useWriteMasterRegistryRevokeRole,
} from '../../../generated/wagmi.ts';
import { contractAddresses } from '../../config/contracts.ts';
import { rawMessage } from '../../lib/message.ts';
import { modals } from '../../modals/modalStore.ts';
import { useChainAction } from '../shared/useChainAction.ts';
import { AddressActionForm } from './AddressActionForm.tsx';

function useManagerRole() {
  return useReadMasterRegistryManagerRole({
    address: contractAddresses().MasterRegistry,
    query: { staleTime: Number.POSITIVE_INFINITY },
  }).data;
}

function ManagerStatus({ address }: { address: Address }) {
  const translate = useTranslate();
  const role = useManagerRole();
  const { data: has } = useReadMasterRegistryHasRole({
    address: contractAddresses().MasterRegistry,
    args: role ? [role, address] : undefined,
    query: { enabled: role !== undefined },
  });
  if (has === undefined) return null;
  return (
    <Alert severity="info">{translate(has ? 'admin.roles.isManager' : 'admin.roles.isNotManager')}</Alert>
  );
}

export function ManagerRoleForm({ action }: { action: 'grant' | 'revoke' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useChainAction();
  const role = useManagerRole();
  const grant = useWriteMasterRegistryGrantRole();
  const revoke = useWriteMasterRegistryRevokeRole();
  const registry = contractAddresses().MasterRegistry;

  const onSubmit = async (account: Address) => {
    if (!role) {
      const notLoaded = translate('admin.roles.roleNotLoaded');
      modals.showTransactionError(rawMessage(notLoaded));
      throw new Error(notLoaded);
    }
    const args = [role, account] as const;
    const functionName = action === 'grant' ? 'grantRole' : 'revokeRole';
    const write = action === 'grant' ? grant : revoke;
    await run(
      `admin.operations.${functionName}`,
      { address: registry, abi: masterRegistryAbi, functionName, args },
      () => write.mutateAsync({ address: registry, args }),
    );
    notify(action === 'grant' ? 'admin.roles.granted' : 'admin.roles.revoked', { type: 'success' });
  };

  return (
    <AddressActionForm
      label={translate(`admin.roles.${action}Address`)}
      submitLabel={translate(`admin.roles.${action}`)}
      color={action === 'grant' ? 'primary' : 'error'}
      onSubmit={onSubmit}
      Status={ManagerStatus}
    />
  );
}
