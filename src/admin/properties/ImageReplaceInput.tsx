// The main image of a backend record in the edit form: the current picture, and a new file to replace it
// (sent only when one is chosen; image/*, docs/validation.md#images).
import { Box, Stack } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { fileOf } from '../providers/propertyForm.ts';
import { ImageFilesInput } from '../shared/ImageFilesInput.tsx';

export function ImageReplaceInput({ source, alt }: { source: string; alt: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const chosen = fileOf(field.value);
  const current = typeof field.value === 'string' ? field.value : null;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {current && (
        <Box
          component="img"
          src={current}
          alt={alt}
          sx={{ maxWidth: 320, maxHeight: 200, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <ImageFilesInput
        label={translate('admin.backend.replaceImage')}
        files={chosen ? [chosen] : []}
        onChange={(files) => field.onChange(files[0] ?? field.value ?? null)}
      />
    </Stack>
  );
}
