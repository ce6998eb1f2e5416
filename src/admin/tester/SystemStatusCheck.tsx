// Tester: the system readiness check (docs/messages.md#system-readiness): reads the system state afresh and
// lists what stops trading ('VaultTrader not set - system not fully initialized', 'System is emergency-swept
// - operations disabled', 'Trading operations are paused') or 'Failed to validate system state'.
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfig } from 'wagmi';
import { type ReadinessProblem, readinessProblems } from '#core/systemState.ts';
import { readPropertyLensGetSystemStatus } from '../../../generated/wagmi.ts';
import { READINESS_MESSAGE } from '../../chain/systemReadiness.ts';
import { useMessageText } from '../shared/useMessageText.ts';

export function SystemStatusCheck() {
  const translate = useTranslate();
  const text = useMessageText();
  const config = useConfig();
  const [problems, setProblems] = useState<ReadinessProblem[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const status = await readPropertyLensGetSystemStatus(config, {});
      setProblems(readinessProblems(status));
    } catch {
      setProblems(readinessProblems(undefined, true));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => void run()} disabled={busy}>
        {translate('admin.tester.checkSystem')}
      </Button>
      <Stack spacing={1} role="status" sx={{ width: '100%' }}>
        {problems?.length === 0 && <Alert severity="success">{translate('admin.tester.systemReady')}</Alert>}
        {problems?.map((problem) => (
          <Alert key={problem} severity={problem === 'paused' ? 'warning' : 'error'}>
            {text(READINESS_MESSAGE[problem])}
          </Alert>
        ))}
      </Stack>
    </Stack>
  );
}
