// One card of the "Backend properties" grid (docs/admin.md#backend-properties): image, status badge, name,
// description (Russian ones in the Russian console when the record has them), id, shortened contract address,
// APY, creation date (the app's date format, ru-RU in Russian), gallery thumbnails (3 + '+N') and the gallery
// add control.
import { Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { EditButton, useLocale, useTranslate } from 'react-admin';
import type { Property } from '../../../generated/api/model/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { localized } from '../../properties/localized.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { FigureList } from '../shared/FigureList.tsx';
import { GalleryThumbnails } from './GalleryThumbnails.tsx';
import { GalleryUpload } from './GalleryUpload.tsx';

const STATUS_COLOR = { active: 'success', inactive: 'default', delisted: 'warning' } as const;

export function BackendPropertyCard({ record }: { record: Property }) {
  const translate = useTranslate();
  const locale = useLocale();
  const titleId = useId();
  const name = localized(record, 'name', locale);
  const description = localized(record, 'description', locale);
  const label = (key: string) => translate(`resources.properties.fields.${key}`);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {record.image && (
        <CardMedia component="img" image={record.image} alt={name} sx={{ height: 160, objectFit: 'cover' }} />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={titleId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[record.status]}
            label={translate(`admin.backend.status.${record.status}`)}
          />
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mb: 1,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {description}
        </Typography>
        <FigureList
          figures={[
            { id: 'id', label: label('id'), value: String(record.id) },
            {
              id: 'contract_address',
              label: label('contract_address'),
              value: <AddressText address={record.contract_address} />,
            },
            { id: 'apy_percent', label: label('apy_percent'), value: `${record.apy_percent}%` },
            { id: 'created_at', label: label('created_at'), value: formatDate(record.created_at, locale) },
          ]}
        />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <GalleryThumbnails gallery={record.gallery} name={name} />
          <GalleryUpload id={record.id} label={translate('admin.gallery.add')} />
        </Stack>
      </CardContent>
      <CardActions>
        <EditButton record={record} aria-label={`${translate('ra.action.edit')}: ${name}`} />
      </CardActions>
    </Card>
  );
}
