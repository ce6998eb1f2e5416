// The "Create property" tab (docs/admin.md#create-property, docs/flows.md#creating-a-property): finds where
// the create flow starts (a new property, a token created before a reload, or `?token=` for a token on chain
// without a backend record) and shows the form.
import { Alert } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useAdminFormat } from '../../shared/useAdminFormat.ts';
import { CreatePropertyForm } from './CreatePropertyForm.tsx';
import { useCreateStart } from './useCreateStart.ts';

export function PropertyCreate() {
  const translate = useTranslate();
  const { usdtDecimals } = useAdminFormat();
  const found = useCreateStart(usdtDecimals);
  if (found.status === 'loading') return <Loading />;
  if (found.status === 'notAProperty') {
    return (
      <Alert severity="error">
        {translate('admin.create.existing.notAProperty', { address: found.address })}
      </Alert>
    );
  }
  const { start } = found;
  return <CreatePropertyForm key={`${start.kind}:${start.token?.address ?? ''}`} start={start} />;
}
