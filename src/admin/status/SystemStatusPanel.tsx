// The system-status panel above the console's tabs (docs/admin.md#status-panel,
// docs/product.md#system-state): trading state (OPERATIONAL / TRADING PAUSED / EMERGENCY SWEPT), health
// (HEALTHY / WARNING / CRITICAL), the pause/resume control, the hover details and the readiness problems.
// Refetched every 30 s with the dashboard data (docs/constants.md#refresh-intervals).
import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { health, readinessProblems, tradingState } from '#core/systemState.ts';
import { useSystemStatus } from '../../chain/propertyReads.ts';
import { READINESS_MESSAGE } from '../../chain/systemReadiness.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { PauseResumeButtons } from './PauseResumeButtons.tsx';
import { StatusDetails } from './StatusDetails.tsx';

const STATE_COLOR = { OPERATIONAL: 'success', TRADING_PAUSED: 'warning', EMERGENCY_SWEPT: 'error' } as const;
const HEALTH_COLOR = { HEALTHY: 'success', WARNING: 'warning', CRITICAL: 'error' } as const;

export function SystemStatusPanel() {
  const translate = useTranslate();
  const text = useMessageText();
  const headingId = useId();
  const { data: status, isError } = useSystemStatus();
  const flags = status ? { paused: status.paused, emergencySwept: status.emergencySwept } : undefined;
  const state = flags && tradingState(flags);
  const level = flags && health(flags);
  const problems = readinessProblems(status, isError && !status);

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'center' } }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="h6">
            {translate('admin.status.title')}
          </Typography>
          {state && level ? (
            <>
              <Chip
                data-testid="trading-state"
                color={STATE_COLOR[state]}
                label={translate(`admin.status.state.${state}`)}
              />
              <Chip
                data-testid="health"
                variant="outlined"
                color={HEALTH_COLOR[level]}
                label={`${translate('admin.status.health')}: ${translate(`admin.status.healthLevel.${level}`)}`}
              />
            </>
          ) : (
            !isError && <Chip label={translate('ra.page.loading')} />
          )}
          <StatusDetails status={status} />
        </Stack>
        <PauseResumeButtons flags={flags} />
      </Stack>
      {problems.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {problems.map((problem) => (
            <Alert key={problem} severity={problem === 'paused' ? 'warning' : 'error'}>
              {text(READINESS_MESSAGE[problem])}
            </Alert>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
