// Gallery thumbnails of a backend property card (docs/admin.md#backend-properties): the first 3 images and a
// '+N' count of the rest.
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GalleryImage } from '../../../generated/api/model/index.ts';

export const THUMBNAILS_SHOWN = 3;

export function GalleryThumbnails({ gallery, name }: { gallery: readonly GalleryImage[]; name: string }) {
  const translate = useTranslate();
  if (gallery.length === 0) return null;
  const hidden = gallery.length - THUMBNAILS_SHOWN;
  return (
    <Stack
      direction="row"
      spacing={1}
      aria-label={translate('admin.backend.galleryLabel', { smart_count: gallery.length })}
      role="group"
      sx={{ alignItems: 'center' }}
    >
      {gallery.slice(0, THUMBNAILS_SHOWN).map((item, index) => (
        <Box
          key={item.id}
          component="img"
          src={item.image}
          alt={translate('admin.backend.galleryImage', { name, index: index + 1 })}
          loading="lazy"
          sx={{ width: 56, height: 42, objectFit: 'cover', borderRadius: 1 }}
        />
      ))}
      {hidden > 0 && (
        <Box
          component="span"
          aria-label={translate('admin.backend.moreImages', { smart_count: hidden })}
          sx={{ fontWeight: 600, px: 1 }}
        >
          +{hidden}
        </Box>
      )}
    </Stack>
  );
}
