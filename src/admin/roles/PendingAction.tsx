// One announced change of a key (docs/admin.md#keys-and-handovers): who or what comes next and from when, with
// the buttons that complete or withdraw it. A button runs its chain action; the chain decides (too early, not
// the right account), so the console shows the reason the contract gives.
import { Alert, Button, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ChainActionError } from '../shared/useChainAction.ts';

export interface PendingButton {
  label: string;
  /** Runs the chain action (through useChainAction). */
  run: () => Promise<unknown>;
  successKey: string;
  disabled?: boolean;
  color?: 'primary' | 'warning' | 'error';
}

export function PendingAction({ children, buttons }: { children: ReactNode; buttons: PendingButton[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const click = async (button: PendingButton) => {
    setBusy(true);
    try {
      await button.run();
      notify(button.successKey, { type: 'success' });
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert severity="info">
      {children}
      {buttons.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {buttons.map((button) => (
            <Button
              key={button.label}
              size="small"
              variant="outlined"
              color={button.color ?? 'primary'}
              disabled={busy || button.disabled}
              onClick={() => void click(button)}
            >
              {translate(button.label)}
            </Button>
          ))}
        </Stack>
      )}
    </Alert>
  );
}
