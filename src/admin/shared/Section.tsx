// A titled, outlined section of a console page (a landmark named by its heading).
import { Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export function Section({
  title,
  children,
  headingLevel = 'h2',
}: {
  title: string;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component={headingLevel} variant="h6" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
