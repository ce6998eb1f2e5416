// Backend property records as the console's forms hold them, turned into the multipart bodies of the
// Orval client (docs/api.md#conventions: create, update and gallery upload are multipart/form-data).
import type {
  CustomAdminPropertiesCreateBody,
  CustomAdminPropertiesUpdateBody,
  Property,
} from '../../../generated/api/model/index.ts';

/** A file as react-admin's file inputs hold it (`rawFile`), or a plain File. */
export type FormFile = File | { rawFile: File; src?: string; title?: string };

const OPTIONAL_TEXTS = ['name_ru', 'description_ru', 'property_address', 'property_address_ru'] as const;
type OptionalText = (typeof OPTIONAL_TEXTS)[number];

export interface PropertyFormData {
  name: string;
  description: string;
  contract_address: string;
  apy_percent: number | string;
  /** A new file to upload, or the URL of the current image (left unchanged). */
  image: FormFile | string | null;
  name_ru?: string | null;
  description_ru?: string | null;
  property_address?: string | null;
  property_address_ru?: string | null;
  is_active?: boolean;
}

/** The File inside a form value, or undefined when the value is not a new upload. */
export function fileOf(value: unknown): File | undefined {
  if (value instanceof File) return value;
  if (value && typeof value === 'object' && 'rawFile' in value && value.rawFile instanceof File)
    return value.rawFile;
  return undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function toCreateBody(data: PropertyFormData): CustomAdminPropertiesCreateBody {
  const image = fileOf(data.image);
  if (!image) throw new Error('Property image is required');
  const body: CustomAdminPropertiesCreateBody = {
    name: text(data.name),
    description: text(data.description),
    contract_address: data.contract_address,
    apy_percent: Number(data.apy_percent),
    image,
  };
  for (const key of OPTIONAL_TEXTS) {
    const value = text(data[key]);
    if (value !== '') body[key] = value;
  }
  return body;
}

/** Only what changed against `previous` (the API changes only the fields sent); empty texts clear. */
export function toUpdateBody(
  data: Partial<PropertyFormData>,
  previous?: Property,
): CustomAdminPropertiesUpdateBody {
  const body: CustomAdminPropertiesUpdateBody = {};
  const changed = (key: keyof Property, value: unknown) => !previous || previous[key] !== value;
  if (data.name !== undefined && changed('name', text(data.name))) body.name = text(data.name);
  if (data.description !== undefined && changed('description', text(data.description))) {
    body.description = text(data.description);
  }
  if (
    data.apy_percent !== undefined &&
    data.apy_percent !== '' &&
    changed('apy_percent', Number(data.apy_percent))
  ) {
    body.apy_percent = Number(data.apy_percent);
  }
  for (const key of OPTIONAL_TEXTS) {
    if (!(key in data)) continue;
    const value = text(data[key as OptionalText]);
    if (changed(key, value === '' ? null : value)) body[key] = value;
  }
  if (data.is_active !== undefined && changed('is_active', data.is_active)) body.is_active = data.is_active;
  const image = fileOf(data.image);
  if (image) body.image = image;
  return body;
}
