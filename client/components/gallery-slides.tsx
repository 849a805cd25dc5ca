import { memo } from 'react';
import type { GalleryImage } from '../../shared/domain/images';

/**
 * The photos in a row. Only the first is asked for with the page: a lazy picture beside it in a
 * sideways strip is near enough to the screen for the browser to load it at once, so the others
 * come when the visitor reaches for the gallery (`live`); until then each is an empty box of its
 * size (with its picture for a browser without JavaScript, in <noscript>).
 */
export const Slides = memo(function Slides({ images, live }: { images: (GalleryImage & { alt: string })[]; live: boolean }) {
  const total = images.length;
  return (
    <div className="glide__slides estate-gallery__slides">
      {images.map((image, i) => {
        const photo = (
          <img
            className="estate-gallery__photo"
            {...image.main}
            alt={image.alt}
            decoding="async"
            data-index={i}
            fetchPriority={i ? undefined : 'high'}
            loading={i ? 'lazy' : undefined}
          />
        );
        return (
          <div
            key={i}
            className="glide__slide estate-gallery__slide"
            role={total > 1 ? 'group' : undefined}
            aria-roledescription={total > 1 ? 'slide' : undefined}
            aria-label={total > 1 ? `${i + 1} / ${total}` : undefined}
          >
            {i === 0 || live ? (
              photo
            ) : (
              <>
                <div className="estate-gallery__photo estate-gallery__photo--later" data-index={i} />
                <noscript>{photo}</noscript>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
});
