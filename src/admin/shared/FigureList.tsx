// Label/value pairs as a description list (cards, the hover status panel): two columns, wrapping values. One
// styled element per list, plain <dt>/<dd> inside (styled from it): a page of 24 property cards of 10 figures
// each made 720 styled components, a large part of the page's render (bench/scale/console.ts).
import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

export interface Figure {
  id: string;
  label: string;
  value: ReactNode;
}

export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <Box
      component="dl"
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
        columnGap: theme.spacing(2),
        rowGap: theme.spacing(0.5),
        m: 0,
        '& > dt, & > dd': { ...theme.typography.body2, margin: 0 },
        '& > dt': { color: theme.palette.text.secondary },
        '& > dd': { overflowWrap: 'anywhere' },
      })}
    >
      {figures.map((figure) => (
        <Fragment key={figure.id}>
          <dt>{figure.label}</dt>
          <dd data-testid={`figure-${figure.id}`}>{figure.value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
