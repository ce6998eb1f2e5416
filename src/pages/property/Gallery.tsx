// The property's main image and gallery; a thumbnail shows that image large.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_IMAGE_SIZES } from '#core/imageVariants.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import styles from './Gallery.module.css';

const THUMB_SIZES = '120px';

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <ResponsiveImage
        className={styles.main}
        src={shown}
        sizes={PROPERTY_IMAGE_SIZES}
        priority
        width={1200}
        height={750}
        alt={t('property.gallery.imageAlt', { name, index: current + 1, count: images.length })}
      />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('property.gallery.label')}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === current}
                aria-label={t('property.gallery.show', { index: index + 1, count: images.length })}
                onClick={() => setCurrent(index)}
              >
                <ResponsiveImage src={src} sizes={THUMB_SIZES} width={160} height={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
