// The admin-functions tester (docs/admin.md#tester): a permission check by kind, a system-status check and an
// error-mapping test.
import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Section } from '../shared/Section.tsx';
import { ErrorMappingTest } from './ErrorMappingTest.tsx';
import { PermissionCheck } from './PermissionCheck.tsx';
import { SystemStatusCheck } from './SystemStatusCheck.tsx';

export function TesterPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Title title="admin.menu.tester" />
      <Typography component="h1" variant="h5">
        {translate('admin.menu.tester')}
      </Typography>
      <Section title={translate('admin.tester.permissionTitle')}>
        <PermissionCheck />
      </Section>
      <Section title={translate('admin.tester.systemTitle')}>
        <SystemStatusCheck />
      </Section>
      <Section title={translate('admin.tester.errorTitle')}>
        <ErrorMappingTest />
      </Section>
    </Stack>
  );
}
