// An image file picker (docs/validation.md#images: image/*, JPG, PNG and WebP hinted): a labelled button that
// opens the native file dialog of a hidden input, the chosen files listed with previews and a remove button
// each. `max` caps how many files are taken (docs/constants.md#limits: gallery adds 5).
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ThumbnailList } from './ThumbnailList.tsx';

export const IMAGE_ACCEPT = 'image/*';

export interface ImageFilesInputProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  max?: number;
  error?: string | null;
  disabled?: boolean;
  /** Called when more files were picked than `max` allows (only the first `max` are kept). */
  onTooMany?: (picked: number) => void;
}

function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

export function ImageFilesInput({
  label,
  files,
  onChange,
  multiple,
  max,
  error,
  disabled,
  onTooMany,
}: ImageFilesInputProps) {
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(files);

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (picked.length === 0) return;
    const all = multiple ? [...files, ...picked] : picked.slice(0, 1);
    if (max !== undefined && all.length > max) onTooMany?.(all.length);
    onChange(max === undefined ? all : all.slice(0, max));
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => pick(event.target.files)}
        />
        <Typography id={hintId} variant="caption" color="text.secondary">
          {translate(max === undefined ? 'admin.images.hint' : 'admin.images.hintMax', { max: max ?? 0 })}
        </Typography>
      </Stack>
      <Box sx={{ mt: files.length > 0 ? 1 : 0 }}>
        <ThumbnailList
          width={96}
          removeIcon={<CloseIcon fontSize="small" />}
          disabled={disabled}
          items={files.map((file, index) => ({
            key: `${file.name}-${file.size}-${file.lastModified}`,
            src: previews[index] ?? '',
            alt: file.name,
            caption: file.name,
            removeLabel: translate('admin.images.remove', { name: file.name }),
            onRemove: () => onChange(files.filter((_, i) => i !== index)),
          }))}
        />
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
