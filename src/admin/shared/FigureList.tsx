// Label/value pairs as a description list (cards, the hover status panel): two columns, wrapping values.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Figure {
  id: string;
  label: string;
  value: ReactNode;
}

export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {figures.map((figure) => (
        <Box key={figure.id} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            data-testid={`figure-${figure.id}`}
            sx={{ m: 0, overflowWrap: 'anywhere' }}
          >
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
