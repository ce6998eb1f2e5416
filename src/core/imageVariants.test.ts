import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageSrcSet, imageVariantUrl } from './imageVariants.ts';

const upload = '/uploads/0b7c2f44-1d2e-4c1a-9a55-4a7e0c8f9e21.webp';

describe('image variants', () => {
  it('offers copies 480, 800 and 1200 px wide', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([480, 800, 1200]);
  });

  it('names a copy after the upload and its width', () => {
    expect(imageVariantUrl(upload, 480)).toBe('/uploads/0b7c2f44-1d2e-4c1a-9a55-4a7e0c8f9e21-480w.webp');
    expect(imageSrcSet(upload)).toBe(
      '/uploads/0b7c2f44-1d2e-4c1a-9a55-4a7e0c8f9e21-480w.webp 480w, ' +
        '/uploads/0b7c2f44-1d2e-4c1a-9a55-4a7e0c8f9e21-800w.webp 800w, ' +
        '/uploads/0b7c2f44-1d2e-4c1a-9a55-4a7e0c8f9e21-1200w.webp 1200w',
    );
  });

  it('has no copies for other images', () => {
    for (const url of ['https://cdn.example/a.webp', '/uploads/x.webp', '/favicon.svg']) {
      expect(imageSrcSet(url)).toBeUndefined();
      expect(imageVariantUrl(url, 480)).toBeNull();
    }
  });
});
