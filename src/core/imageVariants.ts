// Responsive copies of uploaded images (docs/architecture.md#images): the API stores each upload as
// `/uploads/<uuid>.webp` (at most 2560 px) plus WebP copies at most 480, 800 and 1200 px wide named
// `/uploads/<uuid>-<width>w.webp`; the web app offers them in `srcset` so a phone never downloads the large file.

/** Widths of the resized copies, in CSS pixels of the copy's width. */
export const IMAGE_VARIANT_WIDTHS = [480, 800, 1200] as const;

const UPLOAD = /^(\/uploads\/[0-9a-f-]{36})\.webp$/;

/** The URL of the copy at most `width` wide, or null when `url` is not an upload with copies. */
export function imageVariantUrl(url: string, width: number): string | null {
  const match = UPLOAD.exec(url);
  return match ? `${match[1]}-${width}w.webp` : null;
}

/** A `srcset` of the copies and the original, or undefined for an image without copies. */
export function imageSrcSet(url: string): string | undefined {
  if (!UPLOAD.test(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}

/** The rendered width of a catalogue card's image: one column on phones, two on tablets, three from 1040 px. */
export const CATALOG_CARD_IMAGE_SIZES =
  '(max-width: 700px) calc(100vw - 40px), (max-width: 1040px) 50vw, 380px';
/** The rendered width of a property page's main image: the page's width up to 860 px, then the left column. */
export const PROPERTY_IMAGE_SIZES = '(max-width: 860px) calc(100vw - 40px), 660px';

/** The image a property is shown with first (catalogue card, property page): its main image, else its first photo. */
export function leadImage(record: {
  image?: string | null;
  gallery: readonly { image: string }[];
}): string | undefined {
  return record.image ?? record.gallery[0]?.image;
}
