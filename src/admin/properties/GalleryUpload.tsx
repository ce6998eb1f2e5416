// The gallery add control (docs/admin.md#backend-properties): up to 5 photos, uploaded to the record
// (multipart, repeated field `images`), then the selection is cleared and the list reloaded, with the
// messages of docs/messages.md#properties on the way.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { type Identifier, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { MAX_GALLERY_FILES } from '#core/propertyRecord.ts';
import { message, rawMessage } from '../../lib/message.ts';
import { failureOf } from '../providers/apiErrors.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { ImageFilesInput } from '../shared/ImageFilesInput.tsx';
import { useMessageText, useNotifyMessage } from '../shared/useMessageText.ts';

export function GalleryUpload({ id, label }: { id: Identifier; label: string }) {
  const translate = useTranslate();
  const text = useMessageText();
  const notifyMessage = useNotifyMessage();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [files, setFiles] = useState<File[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    setUploading(true);
    setError(null);
    try {
      const result = await dataProvider.uploadGallery(id, files);
      notifyMessage(result.detail ? rawMessage(result.detail) : message('admin.gallery.uploaded'));
      setFiles([]);
      setTooMany(false);
      refresh();
    } catch (failure) {
      const failed = failureOf(failure);
      setError([text(failed.message), ...failed.details].join('\n'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={1}>
      <ImageFilesInput
        label={label}
        files={files}
        multiple
        max={MAX_GALLERY_FILES}
        onChange={(next) => {
          setFiles(next);
          setError(null);
        }}
        onTooMany={() => setTooMany(true)}
        disabled={uploading}
      />
      {tooMany && (
        <Alert severity="info">{translate('admin.gallery.limit', { max: MAX_GALLERY_FILES })}</Alert>
      )}
      {files.length > 0 && (
        <Button
          variant="contained"
          size="small"
          startIcon={<CloudUploadIcon />}
          onClick={() => void upload()}
          disabled={uploading}
        >
          {translate(uploading ? 'admin.gallery.uploading' : 'admin.gallery.upload', {
            smart_count: files.length,
          })}
        </Button>
      )}
      {error && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
