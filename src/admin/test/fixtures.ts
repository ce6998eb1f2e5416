// Backend records and images the console's tests share.
import type { GalleryImage, Property } from '../../../generated/api/model/index.ts';

export const galleryImage = (id: number): GalleryImage => ({ id, image: `/uploads/g${id}.webp` });

/** A backend property record (GET /api/properties/{id}/), with `patch` applied. */
export function backendRecord(patch: Partial<Property> = {}): Property {
  return {
    id: 12,
    name: 'Harbour Tower',
    description: 'Offices by the port',
    name_ru: null,
    description_ru: null,
    property_address: null,
    property_address_ru: null,
    contract_address: '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07',
    apy_percent: 10.3,
    image: '/uploads/main.webp',
    status: 'active',
    is_active: true,
    created_at: '2025-03-07T21:30:00Z',
    updated_at: '2025-03-07T21:30:00Z',
    gallery: [],
    ...patch,
  };
}

/** A small PNG-typed file, as a file input hands it over. */
export const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
