import { useState } from 'react';
import { useT } from '../lib/i18n';

/** The product's pictures: a large one and thumbnails that choose it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery-main">
        {shown ? (
          <img
            src={shown}
            alt={t('product.image', { name, index: current + 1 })}
            width={640}
            height={480}
            fetchPriority="high"
          />
        ) : (
          <span className="card-placeholder" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={t('product.image', { name, index: index + 1 })}
                onClick={() => setCurrent(index)}
              >
                <img src={image} alt="" width={96} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
