// Back-office property records (docs/roles.md#api-access, docs/api.md#endpoints,
// docs/messages.md#properties). Multipart bodies: the text fields are validated by
// `PropertyCreateFields`/`PropertyUpdateFields` after parsing; the `*Form` schemas add the files and describe
// the request in OpenAPI.
import { type Static, Type } from 'typebox';
import { MAX_APY_PERCENT, MAX_GALLERY_FILES, MAX_GALLERY_IMAGES } from '#core/propertyRecord.ts';
import { Address, errorResponses, IdParam, MAX_RECORD_ID, Nullable, ref } from './common.ts';
import { GalleryImage, Property } from './properties.ts';

export { MAX_GALLERY_FILES, MAX_GALLERY_IMAGES };
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** 25 megapixels: a 24-megapixel camera photo passes; decoding bigger ones costs too much CPU per image. */
export const MAX_IMAGE_PIXELS = 25_000_000;

const text = (max: number, description?: string) =>
  Type.String({ minLength: 1, maxLength: max, description });
const optionalText = (max: number, description?: string) =>
  Type.Optional(
    Type.String({ maxLength: max, description: `${description ?? ''} Optional; empty means none.`.trim() }),
  );
const apy = Type.Number({
  minimum: 0,
  maximum: MAX_APY_PERCENT,
  description: 'Annual yield in percent, step 0.1 (docs/validation.md#create-form).',
});
const IMAGE_DESCRIPTION = `JPEG, PNG or WebP (detected from the bytes), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB and ${MAX_IMAGE_PIXELS / 1e6} megapixels; stored re-encoded as WebP.`;
const imageFile = Type.String({
  format: 'binary',
  description: IMAGE_DESCRIPTION,
});

export const PropertyCreateFields = Type.Object({
  name: text(200, 'Property name.'),
  description: text(10_000),
  contract_address: {
    ...Address,
    description: 'Property token created by the registry (docs/flows.md#creating-a-property, step 3).',
  },
  apy_percent: apy,
  name_ru: optionalText(200),
  description_ru: optionalText(10_000),
  property_address: optionalText(500, 'Postal address.'),
  property_address_ru: optionalText(500),
});
export type PropertyCreateFields = Static<typeof PropertyCreateFields>;

export const PropertyCreateForm = Type.Object({ ...PropertyCreateFields.properties, image: imageFile });

export const PropertyUpdateFields = Type.Object({
  name: Type.Optional(text(200)),
  description: Type.Optional(text(10_000)),
  apy_percent: Type.Optional(apy),
  name_ru: optionalText(200),
  description_ru: optionalText(10_000),
  property_address: optionalText(500),
  property_address_ru: optionalText(500),
  is_active: Type.Optional(Type.Boolean({ description: 'False hides the record from the catalogue.' })),
});
export type PropertyUpdateFields = Static<typeof PropertyUpdateFields>;

export const PropertyUpdateForm = Type.Object({
  ...PropertyUpdateFields.properties,
  image: Type.Optional({ ...imageFile, description: `Replaces the main image. ${IMAGE_DESCRIPTION}` }),
});

export const GalleryForm = Type.Object({
  images: Type.Array(imageFile, {
    minItems: 1,
    maxItems: MAX_GALLERY_FILES,
    description: 'Repeated field `images`.',
  }),
});

export const DelistBody = Type.Object({
  contract_address: {
    ...Address,
    description: 'The property token, delisted on chain beforehand by a manager.',
  },
});
export type DelistBody = Static<typeof DelistBody>;

export const DelistResult = Type.Object(
  {
    success: Type.Boolean(),
    detail: Type.String(),
    contract_address: Address,
    refund: Type.Boolean({ description: 'Holders may sell back (delisted with refunds).' }),
    property: Nullable(ref(Property)),
  },
  { $id: 'DelistResult' },
);

export const GalleryUploadResult = Type.Object(
  {
    id: Type.Integer({ description: 'The property record id.' }),
    detail: Type.String(),
    gallery: Type.Array(ref(GalleryImage)),
  },
  { $id: 'GalleryUploadResult' },
);

export const GalleryImageParams = Type.Object({
  ...IdParam.properties,
  image_id: Type.Integer({ minimum: 1, maximum: MAX_RECORD_ID }),
});
export type GalleryImageParams = Static<typeof GalleryImageParams>;

const multipart = { consumes: ['multipart/form-data'] };
const denied = {
  401: { ...errorResponses.detail, description: '`Authentication required`.' },
  403: { ...errorResponses.detail, description: '`You do not have permission to perform this action`.' },
  503: {
    ...errorResponses.detail,
    description: '`Blockchain connection error` (the role check reads the chain).',
  },
};
const notMultipart = { ...errorResponses.detail, description: '`Request must be multipart/form-data`.' };
const tooMany = {
  ...errorResponses.detail,
  description: 'Too many uploads: the per-minute rate limit, or the daily image quota of the user.',
};
const tooLarge = {
  ...errorResponses.detail,
  description:
    'The body is larger than the form can be (files at their size limit plus 1 MB); not read further.',
};

export const createSchema = {
  operationId: 'customAdminPropertiesCreate',
  tags: ['custom-admin'],
  summary: 'Create the backend record of a property created on chain',
  ...multipart,
  docsOnlyBody: PropertyCreateForm,
  response: {
    201: ref(Property),
    400: errorResponses.badRequest,
    ...denied,
    409: { ...errorResponses.detail, description: '`Property already exists` (same contract address).' },
    413: tooLarge,
    415: notMultipart,
    429: tooMany,
  },
};

export const updateSchema = {
  operationId: 'customAdminPropertiesUpdate',
  tags: ['custom-admin'],
  summary: 'Update a property record (only the fields sent change)',
  ...multipart,
  params: IdParam,
  docsOnlyBody: PropertyUpdateForm,
  response: {
    200: ref(Property),
    400: errorResponses.badRequest,
    ...denied,
    404: { ...errorResponses.detail, description: '`Property not found`.' },
    413: tooLarge,
    415: notMultipart,
    429: tooMany,
  },
};

export const delistSchema = {
  operationId: 'customAdminPropertiesDelist',
  tags: ['custom-admin'],
  summary: 'Record the on-chain delisting of a property',
  description:
    'The chain decides: the property must already be delisted on the registry (a manager signs `delistProperty`). ' +
    'The backend record (if any) becomes `delisted`; the refund flag is read from the chain.',
  body: DelistBody,
  response: {
    200: ref(DelistResult),
    400: errorResponses.badRequest,
    ...denied,
    404: { ...errorResponses.detail, description: '`Property not found on blockchain`.' },
    409: { ...errorResponses.detail, description: 'The property is still listed on chain.' },
    500: { ...errorResponses.detail, description: '`Internal server error during delisting`.' },
  },
};

export const uploadGallerySchema = {
  operationId: 'customAdminPropertiesUploadGallery',
  tags: ['custom-admin'],
  summary: `Add up to ${MAX_GALLERY_FILES} photos to a property's gallery`,
  description: `A gallery holds at most ${MAX_GALLERY_IMAGES} photos: an upload that would take it past that is 400 (field \`images\`). Each photo counts towards the uploader's daily image quota.`,
  ...multipart,
  params: IdParam,
  docsOnlyBody: GalleryForm,
  response: {
    200: ref(GalleryUploadResult),
    400: { ...errorResponses.badRequest, description: 'Invalid files or missing images.' },
    ...denied,
    404: { ...errorResponses.detail, description: '`Property not found`.' },
    413: tooLarge,
    415: notMultipart,
    429: tooMany,
  },
};

export const deleteGalleryImageSchema = {
  operationId: 'customAdminPropertiesGalleryDelete',
  tags: ['custom-admin'],
  summary: "Remove one photo from a property's gallery",
  params: GalleryImageParams,
  response: {
    200: ref(Property),
    ...denied,
    404: { ...errorResponses.detail, description: '`Property not found` or `Image not found`.' },
  },
};

export const adminPropertySchemas = [DelistResult, GalleryUploadResult];
