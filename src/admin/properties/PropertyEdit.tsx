// Editing a backend record (PUT /custom_admin/properties/{id}/update/, multipart; 'Property updated
// successfully!' or 'Missing/invalid fields', docs/messages.md): texts in both languages, APY, catalogue
// visibility, main image, and the gallery.
import { Divider } from '@mui/material';
import {
  BooleanInput,
  Edit,
  maxLength,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { Property } from '../../../generated/api/model/index.ts';
import { GalleryManager } from './GalleryManager.tsx';
import { ImageReplaceInput } from './ImageReplaceInput.tsx';

function EditTitle() {
  const record = useRecordContext<Property>();
  const translate = useTranslate();
  return <span>{translate('admin.backend.editTitle', { name: record?.name ?? '' })}</span>;
}

/** Save only: the API keeps every record (no delete). */
function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

function ImageInput() {
  const record = useRecordContext<Property>();
  return <ImageReplaceInput source="image" alt={record?.name ?? ''} />;
}

export function PropertyEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<EditTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('admin.backend.updated', { type: 'success' });
          redirect('list', 'properties');
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      }}
    >
      <SimpleForm toolbar={<EditToolbar />} noValidate>
        <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
        <TextInput
          source="description"
          validate={[required(), maxLength(10_000)]}
          multiline
          minRows={3}
          fullWidth
        />
        <TextInput source="property_address" validate={maxLength(500)} fullWidth />
        <NumberInput source="apy_percent" validate={[required(), minValue(0)]} step={0.1} min={0} />
        <BooleanInput source="is_active" />
        <TextInput source="name_ru" validate={maxLength(200)} fullWidth />
        <TextInput source="description_ru" validate={maxLength(10_000)} multiline minRows={3} fullWidth />
        <TextInput source="property_address_ru" validate={maxLength(500)} fullWidth />
        <ImageInput />
        <Divider flexItem sx={{ my: 2 }} />
        <GalleryManager />
      </SimpleForm>
    </Edit>
  );
}
