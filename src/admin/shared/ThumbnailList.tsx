// Images as a wrapping list of thumbnails, each with a remove button in its corner (chosen files before an
// upload, a record's gallery in the edit view).
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Thumbnail {
  key: string | number;
  src: string;
  alt: string;
  /** Shown under the image (a file name). */
  caption?: string;
  removeLabel: string;
  onRemove: () => void;
}

export function ThumbnailList({
  items,
  width,
  removeIcon,
  disabled,
}: {
  items: Thumbnail[];
  width: number;
  removeIcon: ReactNode;
  disabled?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ position: 'relative', width }}>
          {item.src && (
            <Box
              component="img"
              src={item.src}
              alt={item.alt}
              sx={{ width, height: (width * 3) / 4, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          )}
          {item.caption && (
            <Typography variant="caption" component="p" noWrap title={item.caption} sx={{ m: 0 }}>
              {item.caption}
            </Typography>
          )}
          <IconButton
            size="small"
            aria-label={item.removeLabel}
            onClick={item.onRemove}
            disabled={disabled}
            sx={{
              position: 'absolute',
              top: 2,
              right: 2,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            {removeIcon}
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
