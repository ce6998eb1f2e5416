// The steps of a multi-step flow (create property, delist, deposit) with their state: idle, loading, success
// or error (as in docs/flows.md#creating-a-property), announced politely to screen readers as they change.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { CircularProgress, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type StepState = 'idle' | 'loading' | 'success' | 'error';

export interface Step {
  id: string;
  label: string;
  state: StepState;
  /** Shown under the label (the error, or what the step produced). */
  detail?: ReactNode;
  /** E.g. a retry button for a failed step. */
  action?: ReactNode;
}

const ICONS: Record<StepState, ReactNode> = {
  idle: <RadioButtonUncheckedIcon color="disabled" />,
  loading: <CircularProgress size={20} />,
  success: <CheckCircleIcon color="success" />,
  error: <ErrorIcon color="error" />,
};

export function StepList({ steps, label }: { steps: Step[]; label: string }) {
  const translate = useTranslate();
  return (
    <List dense aria-label={label} aria-live="polite">
      {steps.map((step) => (
        <ListItem
          key={step.id}
          data-testid={`step-${step.id}`}
          data-state={step.state}
          secondaryAction={step.action}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[step.state]}</ListItemIcon>
          <ListItemText
            primary={`${step.label} — ${translate(`admin.steps.${step.state}`)}`}
            secondary={step.detail}
            slotProps={{
              secondary: { component: 'div', color: step.state === 'error' ? 'error' : 'text.secondary' },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
