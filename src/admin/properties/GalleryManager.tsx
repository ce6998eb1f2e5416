// The gallery of a backend record in the edit view: every photo with a remove button, and the add
// control (up to 5 per upload).
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Property } from '../../../generated/api/model/index.ts';
import { rawMessage } from '../../lib/message.ts';
import { failureOf } from '../providers/apiErrors.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { useMessageText, useNotifyMessage } from '../shared/useMessageText.ts';
import { GalleryUpload } from './GalleryUpload.tsx';

export function GalleryManager() {
  const record = useRecordContext<Property>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyMessage = useNotifyMessage();
  const text = useMessageText();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [removing, setRemoving] = useState<number | null>(null);
  if (!record) return null;

  const remove = async (imageId: number) => {
    setRemoving(imageId);
    try {
      await dataProvider.deleteGalleryImage(record.id, imageId);
      notify('admin.gallery.removed', { type: 'success' });
      refresh();
    } catch (error) {
      const failure = failureOf(error);
      notifyMessage(rawMessage([text(failure.message), ...failure.details].join(' — ')), 'error');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack
      spacing={1}
      component="section"
      aria-label={translate('admin.backend.gallery')}
      sx={{ width: '100%' }}
    >
      <Typography component="h2" variant="subtitle1">
        {translate('admin.backend.gallery')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        component="ul"
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {record.gallery.map((item, index) => (
          <Box component="li" key={item.id} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={item.image}
              alt={translate('admin.backend.galleryImage', { name: record.name, index: index + 1 })}
              sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={translate('admin.gallery.removeImage', { index: index + 1 })}
              disabled={removing !== null}
              onClick={() => void remove(item.id)}
              sx={{
                position: 'absolute',
                top: 2,
                right: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <GalleryUpload id={record.id} label={translate('admin.gallery.add')} />
    </Stack>
  );
}
