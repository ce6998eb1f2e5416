// An address input with one action (grant, revoke, transfer): the address is checked first
// (docs/validation.md#addresses 'Invalid address format'), then `onSubmit` runs; `status` shows what the
// address holds right now.
import { Button, Stack, TextField } from '@mui/material';
import { type ComponentType, type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type Address, getAddress, isAddress } from 'viem';

export function parseAddress(text: string): Address | undefined {
  const value = text.trim();
  return isAddress(value, { strict: false }) ? getAddress(value.toLowerCase()) : undefined;
}

export interface AddressActionFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (address: Address) => Promise<void>;
  /** What the typed address currently holds, e.g. "has the manager role". */
  Status?: ComponentType<{ address: Address }>;
  color?: 'primary' | 'error' | 'warning';
}

export function AddressActionForm({
  label,
  submitLabel,
  onSubmit,
  Status,
  color = 'primary',
}: AddressActionFormProps) {
  const translate = useTranslate();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const address = parseAddress(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address) {
      setError('admin.roles.invalidAddress');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(address);
      setText('');
    } catch {
      // The form's owner shows the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={id}
          label={label}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ? translate(error) : undefined}
          placeholder="0x…"
          size="small"
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
          disabled={busy}
          sx={{ flex: 1, fontFamily: 'monospace' }}
        />
        <Button type="submit" variant="contained" color={color} disabled={busy} sx={{ mt: { sm: 0.25 } }}>
          {submitLabel}
        </Button>
      </Stack>
      {address && Status && <Status address={address} />}
    </Stack>
  );
}
