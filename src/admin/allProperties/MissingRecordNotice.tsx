// Shown on the card of a token that is on chain without a backend record (its create flow stopped after
// the chain step): investors do not see it, and "Create backend record" opens the create form for that
// very token (no second token), which posts the record and the gallery.
import { Alert, Button } from '@mui/material';
import { LinkBase, useCreatePath, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { EXISTING_TOKEN_PARAM } from '../properties/create/useCreateStart.ts';

export function MissingRecordNotice({ token }: { token: Address }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const to = `${createPath({ resource: 'properties', type: 'create' })}?${EXISTING_TOKEN_PARAM}=${token}`;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={LinkBase} to={to} color="inherit" size="small">
          {translate('admin.allProperties.createRecord')}
        </Button>
      }
    >
      {translate('admin.allProperties.noRecord')}
    </Alert>
  );
}
