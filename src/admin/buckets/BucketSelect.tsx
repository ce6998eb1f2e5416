// Chooses a bucket: the general bucket (the zero address, docs/product.md#buckets-and-liquidity) or one
// property's bucket, searched on the API (the console's property picker, src/admin/shared/PropertyPicker.tsx).
import { useTranslate } from 'react-admin';
import { type Address, zeroAddress } from 'viem';
import type { PropertyView } from '../shared/chainTypes.ts';
import { PropertyPicker } from '../shared/PropertyPicker.tsx';

export const GENERAL_BUCKET: Address = zeroAddress;

/** The bucket of a choice: the property's, or the general bucket (null). */
export const bucketOf = (property: PropertyView | null): Address => property?.token ?? GENERAL_BUCKET;

export function BucketSelect({
  value,
  onChange,
  disabled,
}: {
  /** The chosen property; null: the general bucket. */
  value: PropertyView | null;
  onChange: (property: PropertyView | null) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <PropertyPicker
      label={translate('admin.buckets.bucket')}
      generalLabel={translate('admin.buckets.generalBucket')}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
