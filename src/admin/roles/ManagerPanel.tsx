// The manager / role admin panel (docs/admin.md#manager-panel): grant manager role, revoke manager role,
// transfer fund manager, grant and revoke the compliance role, each by an address input, then the keys and their
// handovers (admin, treasury, a new vault). Role changes need the admin role (role_manage).
import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PermissionNotice } from '../shared/PermissionNotice.tsx';
import { Section } from '../shared/Section.tsx';
import { FundManagerForm } from './FundManagerForm.tsx';
import { HandoverPanel } from './HandoverPanel.tsx';
import { ManagerRoleForm, RoleForm } from './ManagerRoleForms.tsx';

export function ManagerPanel() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Title title="admin.menu.roles" />
      <Typography component="h1" variant="h5">
        {translate('admin.menu.roles')}
      </Typography>
      <PermissionNotice kinds={['role_manage']} />
      <Section title={translate('admin.roles.grantTitle')}>
        <ManagerRoleForm action="grant" />
      </Section>
      <Section title={translate('admin.roles.revokeTitle')}>
        <ManagerRoleForm action="revoke" />
      </Section>
      <Section title={translate('admin.roles.fundManagerTitle')}>
        <FundManagerForm />
      </Section>
      <Section title={translate('admin.roles.compliance.grantTitle')}>
        <RoleForm registryRole="compliance" action="grant" />
      </Section>
      <Section title={translate('admin.roles.compliance.revokeTitle')}>
        <RoleForm registryRole="compliance" action="revoke" />
      </Section>
      <HandoverPanel />
    </Stack>
  );
}
