// Back-office API calls need the signed-in session (docs/flows.md#session): without one, this asks the admin
// to sign in with the wallet (the app's wallet-confirmation modal, which logs in and stores the tokens).
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAuth } from '../../auth/authStore.ts';
import { modals } from '../../modals/modalStore.ts';

export function SessionNotice() {
  const translate = useTranslate();
  const signedIn = useAuth((s) => s.accessToken !== null);
  if (signedIn) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<LoginIcon />}
          onClick={() => modals.open('confirmWalletModal')}
        >
          {translate('admin.auth.signIn')}
        </Button>
      }
    >
      {translate('admin.auth.signInRequired')}
    </Alert>
  );
}
