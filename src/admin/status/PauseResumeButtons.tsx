// The trading pause/resume control of the status panel (docs/admin.md#status-panel,
// docs/product.md#system-state): Pause only when not paused and not swept, Resume only when paused and not
// swept; each a VaultTrader transaction signed by the admin.
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { canPause, canResume, type TradingFlags } from '#core/systemState.ts';
import { simulateVaultTraderPause, simulateVaultTraderUnpause } from '../../../generated/wagmi.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';

export function PauseResumeButtons({ flags }: { flags: TradingFlags | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useChainAction();
  const [busy, setBusy] = useState<'pause' | 'unpause' | null>(null);

  const send = async (action: 'pause' | 'unpause') => {
    setBusy(action);
    try {
      const simulate = action === 'pause' ? simulateVaultTraderPause : simulateVaultTraderUnpause;
      await run(`admin.operations.${action}`, simulate, {});
      notify(`admin.status.${action === 'pause' ? 'paused' : 'resumed'}`, { type: 'success' });
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        color="warning"
        startIcon={<PauseIcon />}
        disabled={!flags || !canPause(flags) || busy !== null}
        onClick={() => void send('pause')}
      >
        {translate(busy === 'pause' ? 'admin.status.pausing' : 'admin.status.pause')}
      </Button>
      <Button
        variant="contained"
        color="success"
        startIcon={<PlayArrowIcon />}
        disabled={!flags || !canResume(flags) || busy !== null}
        onClick={() => void send('unpause')}
      >
        {translate(busy === 'unpause' ? 'admin.status.resuming' : 'admin.status.resume')}
      </Button>
    </Stack>
  );
}
