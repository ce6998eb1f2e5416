// Tester: the on-chain permission check by kind (docs/roles.md#permission-kinds: property_create,
// property_manage, fund_manage, system_admin, role_manage) for any address (the connected wallet by default).
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfig } from 'wagmi';
import { PERMISSION_KINDS, type PermissionKind } from '#core/roles.ts';
import { useAuth } from '../../auth/authStore.ts';
import { checkPermission, type PermissionResult } from '../../auth/permissions.ts';
import { parseAddress } from '../roles/AddressActionForm.tsx';
import { useMessageText } from '../shared/useMessageText.ts';

export function PermissionCheck() {
  const translate = useTranslate();
  const text = useMessageText();
  const config = useConfig();
  const wallet = useAuth((s) => s.walletAddress);
  const [kind, setKind] = useState<PermissionKind>('system_admin');
  const [account, setAccount] = useState('');
  const [result, setResult] = useState<{ kind: PermissionKind; result: PermissionResult } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const address = account.trim() === '' ? wallet : parseAddress(account);
    if (!address) {
      setError('admin.roles.invalidAddress');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setResult({ kind, result: await checkPermission(config, kind, address) });
    } catch (failure) {
      setResult(null);
      setError(failure instanceof Error ? (failure.message.split('\n')[0] ?? null) : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={check} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={translate('admin.tester.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as PermissionKind)}
          fullWidth={false}
          sx={{ minWidth: 200 }}
        >
          {PERMISSION_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('admin.tester.account')}
          placeholder={wallet ?? '0x…'}
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          sx={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('admin.tester.checkPermission')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{translate(error)}</Alert>}
      {result &&
        (result.result.allowed ? (
          <Alert severity="success">{translate('admin.tester.allowed', { kind: result.kind })}</Alert>
        ) : (
          <Alert severity="error">{text(result.result.error)}</Alert>
        ))}
    </Stack>
  );
}
