// Chooses a bucket: the general bucket (the zero address, docs/product.md#buckets-and-liquidity) or one
// property's bucket.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Address, zeroAddress } from 'viem';
import type { PropertyView } from '../shared/chainTypes.ts';

export const GENERAL_BUCKET: Address = zeroAddress;

export function BucketSelect({
  value,
  onChange,
  properties,
  disabled,
}: {
  value: Address;
  onChange: (bucket: Address) => void;
  properties: readonly PropertyView[];
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('admin.buckets.bucket')}
      value={value}
      onChange={(event) => onChange(event.target.value as Address)}
      disabled={disabled}
      fullWidth
    >
      <MenuItem value={GENERAL_BUCKET}>{translate('admin.buckets.generalBucket')}</MenuItem>
      {properties.map((property) => (
        <MenuItem key={property.token} value={property.token}>
          {property.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
