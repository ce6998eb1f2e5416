// The frame of the two bucket forms (manual deposit, manual withdraw): a labelled form with one amount
// shown above, the bucket choice, then the form's own fields and button.
import { Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import type { PropertyView } from '../shared/chainTypes.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { BucketSelect } from './BucketSelect.tsx';

export interface BucketFormProps {
  label: string;
  /** The amount shown above the fields (wallet balance, bucket content) and its label. */
  figureLabel: string;
  figure: bigint | undefined;
  /** The chosen property; null: the general bucket. */
  property: PropertyView | null;
  onPropertyChange: (property: PropertyView | null) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** Shown under the fields (steps, errors, the confirmation dialog). */
  after?: ReactNode;
}

export function BucketForm({
  label,
  figureLabel,
  figure,
  property,
  onPropertyChange,
  busy,
  onSubmit,
  children,
  after,
}: BucketFormProps) {
  const format = useAdminFormat();
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {figureLabel}: {figure === undefined ? '—' : format.usdt(figure)}
      </Typography>
      <Stack
        spacing={2}
        // Long helper texts wrap inside the screen instead of widening their field past it.
        sx={{ alignItems: 'flex-start', minWidth: 0, '& > *': { maxWidth: '100%' } }}
      >
        <BucketSelect value={property} onChange={onPropertyChange} disabled={busy} />
        {children}
      </Stack>
      {after}
    </Stack>
  );
}
