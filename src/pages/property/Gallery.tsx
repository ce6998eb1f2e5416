// The property's main image and gallery; a thumbnail shows that image large.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Gallery.module.css';

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.main}
        src={shown}
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
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
