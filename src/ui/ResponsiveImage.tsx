// An <img> that offers an upload's resized WebP copies (src/core/imageVariants.ts) through `srcset`/`sizes`.
// `priority` marks the first image a visitor sees (docs/architecture.md#images): loaded at once with high fetch
// priority; every other image loads lazily, when it nears the viewport.
import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '#core/imageVariants.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'fetchPriority'> & {
  src: string;
  /** The image's rendered width, as a `sizes` attribute (e.g. `(max-width: 640px) 100vw, 400px`). */
  sizes: string;
  /** The first visible image: eager, fetchpriority="high". */
  priority?: boolean;
};

export function ResponsiveImage({ src, sizes, priority = false, alt = '', ...rest }: Props) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
