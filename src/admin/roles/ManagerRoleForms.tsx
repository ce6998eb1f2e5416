// Grant and revoke the manager role (MANAGER_ROLE on the registry; admin only, docs/admin.md#manager-panel,
// docs/roles.md#roles), each by an address; the typed address's current role is shown before sending. 'Role
// is not loaded yet' until the role id has been read from the registry.
import { Alert } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import {
  simulateMasterRegistryGrantRole,
  simulateMasterRegistryRevokeRole,
  useReadMasterRegistryHasRole,
  useReadMasterRegistryManagerRole,
} from '../../../generated/wagmi.ts';
import { rawMessage } from '../../lib/message.ts';
import { modals } from '../../modals/modalStore.ts';
import { useChainAction } from '../shared/useChainAction.ts';
import { AddressActionForm } from './AddressActionForm.tsx';

function useManagerRole() {
  return useReadMasterRegistryManagerRole({ query: { staleTime: Number.POSITIVE_INFINITY } }).data;
}

function ManagerStatus({ address }: { address: Address }) {
  const translate = useTranslate();
  const role = useManagerRole();
  const { data: has } = useReadMasterRegistryHasRole({
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

  const onSubmit = async (account: Address) => {
    if (!role) {
      const notLoaded = translate('admin.roles.roleNotLoaded');
      modals.showTransactionError(rawMessage(notLoaded));
      throw new Error(notLoaded);
    }
    const parameters = { args: [role, account] } as const;
    if (action === 'grant')
      await run('admin.operations.grantRole', simulateMasterRegistryGrantRole, parameters);
    else await run('admin.operations.revokeRole', simulateMasterRegistryRevokeRole, parameters);
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
