// Grant and revoke the manager role and the compliance role (MANAGER_ROLE and COMPLIANCE_ROLE on the registry;
// admin only, docs/admin.md#manager-panel, docs/roles.md#roles), each by an address; the typed address's current
// role is shown before sending. 'Role is not loaded yet' until the role id has been read from the registry.
import { Alert } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import {
  simulateMasterRegistryGrantRole,
  simulateMasterRegistryRevokeRole,
  useReadMasterRegistryComplianceRole,
  useReadMasterRegistryHasRole,
  useReadMasterRegistryManagerRole,
} from '../../../generated/wagmi.ts';
import { rawMessage } from '../../lib/message.ts';
import { modals } from '../../modals/modalStore.ts';
import { useChainAction } from '../shared/useChainAction.ts';
import { AddressActionForm } from './AddressActionForm.tsx';

/** The registry roles this panel grants and revokes. */
export type GrantableRole = 'manager' | 'compliance';

/** Each role's id as the registry returns it (read once), and the prefix of its texts (`admin.roles.…`). */
function useRoleId(role: GrantableRole) {
  const once = { query: { staleTime: Number.POSITIVE_INFINITY } };
  const manager = useReadMasterRegistryManagerRole({
    query: { ...once.query, enabled: role === 'manager' },
  });
  const compliance = useReadMasterRegistryComplianceRole({
    query: { ...once.query, enabled: role === 'compliance' },
  });
  return role === 'manager' ? manager.data : compliance.data;
}

/** The texts of each role: the manager's keep their original keys. */
const TEXTS = {
  manager: {
    has: 'admin.roles.isManager',
    hasNot: 'admin.roles.isNotManager',
    address: { grant: 'admin.roles.grantAddress', revoke: 'admin.roles.revokeAddress' },
    done: { grant: 'admin.roles.granted', revoke: 'admin.roles.revoked' },
  },
  compliance: {
    has: 'admin.roles.compliance.has',
    hasNot: 'admin.roles.compliance.hasNot',
    address: { grant: 'admin.roles.compliance.grantAddress', revoke: 'admin.roles.compliance.revokeAddress' },
    done: { grant: 'admin.roles.compliance.granted', revoke: 'admin.roles.compliance.revoked' },
  },
} as const;

function RoleStatus({ registryRole: role, address }: { registryRole: GrantableRole; address: Address }) {
  const translate = useTranslate();
  const id = useRoleId(role);
  const { data: has } = useReadMasterRegistryHasRole({
    args: id ? [id, address] : undefined,
    query: { enabled: id !== undefined },
  });
  if (has === undefined) return null;
  return <Alert severity="info">{translate(has ? TEXTS[role].has : TEXTS[role].hasNot)}</Alert>;
}
const STATUS = {
  manager: ({ address }: { address: Address }) => <RoleStatus registryRole="manager" address={address} />,
  compliance: ({ address }: { address: Address }) => (
    <RoleStatus registryRole="compliance" address={address} />
  ),
};

export function RoleForm({
  registryRole: role,
  action,
}: {
  registryRole: GrantableRole;
  action: 'grant' | 'revoke';
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useChainAction();
  const id = useRoleId(role);

  const onSubmit = async (account: Address) => {
    if (!id) {
      const notLoaded = translate('admin.roles.roleNotLoaded');
      modals.showTransactionError(rawMessage(notLoaded));
      throw new Error(notLoaded);
    }
    const parameters = { args: [id, account] } as const;
    if (action === 'grant')
      await run('admin.operations.grantRole', simulateMasterRegistryGrantRole, parameters);
    else await run('admin.operations.revokeRole', simulateMasterRegistryRevokeRole, parameters);
    notify(TEXTS[role].done[action], { type: 'success' });
  };

  return (
    <AddressActionForm
      label={translate(TEXTS[role].address[action])}
      submitLabel={translate(`admin.roles.${action}`)}
      color={action === 'grant' ? 'primary' : 'error'}
      onSubmit={onSubmit}
      Status={STATUS[role]}
    />
  );
}

/** The manager role's forms (the panel's first two sections). */
export function ManagerRoleForm({ action }: { action: 'grant' | 'revoke' }) {
  return <RoleForm registryRole="manager" action={action} />;
}
