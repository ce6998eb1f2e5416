// The gallery of a backend record in the edit view: every photo with a remove button, and the add
// control (up to 5 per upload).
import DeleteIcon from '@mui/icons-material/Delete';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Property } from '../../../generated/api/model/index.ts';
import { rawMessage } from '../../lib/message.ts';
import { failureOf } from '../providers/apiErrors.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { ThumbnailList } from '../shared/ThumbnailList.tsx';
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
      <ThumbnailList
        width={120}
        removeIcon={<DeleteIcon fontSize="small" />}
        disabled={removing !== null}
        items={record.gallery.map((item, index) => ({
          key: item.id,
          src: item.image,
          alt: translate('admin.backend.galleryImage', { name: record.name, index: index + 1 }),
          removeLabel: translate('admin.gallery.removeImage', { index: index + 1 }),
          onRemove: () => void remove(item.id),
        }))}
      />
      <GalleryUpload id={record.id} label={translate('admin.gallery.add')} />
    </Stack>
  );
}
