import { type PointerEvent as ReactPointerEvent, type RefObject, useRef } from 'react';
import type { GalleryImage } from '../../shared/domain/images';
import { arrowStep } from './glide-keyboard';
import { SWIPE_BLOCKS_CLICK_PX } from './swipe-guard';

export interface GalleryDialogProps {
  dialog: RefObject<HTMLDialogElement | null>;
  images: (GalleryImage & { alt: string })[];
  /** The photo shown; null while the view is closed. */
  shown: number | null;
  labels: { gallery: string; close: string; previous: string; next: string };
  /** 'Foto {{index}} van {{total}}' for photo `at`. */
  counter: (at: number) => string;
  /** Shows the photo `by` further (within the first and last). */
  step: (by: number) => void;
  onClose: () => void;
}

/**
 * The estate gallery's full-screen view (client/islands/estate-gallery.tsx): a modal <dialog>
 * with the photo at the viewport's width, a counter and arrows; the arrow keys and a swipe
 * step through the photos, Escape or × closes it.
 */
export function GalleryDialog({ dialog, images, shown, labels, counter, step, onClose }: GalleryDialogProps) {
  const total = images.length;
  const many = total > 1;
  const swipeX = useRef(0);
  const onSwipeEnd = (event: ReactPointerEvent) => {
    const distance = event.clientX - swipeX.current;
    if (Math.abs(distance) > SWIPE_BLOCKS_CLICK_PX) step(distance < 0 ? 1 : -1);
  };
  return (
    <dialog
      className="estate-gallery__dialog"
      ref={dialog}
      aria-label={labels.gallery}
      onClose={onClose}
      onKeyDown={(event) => {
        const by = arrowStep(event);
        if (by) {
          event.preventDefault();
          step(by);
        }
      }}
    >
      <button type="button" className="estate-gallery__close" aria-label={labels.close} title={labels.close} onClick={() => dialog.current?.close()}>
        ×
      </button>
      {shown === null ? null : (
        <>
          <img
            className="estate-gallery__full"
            {...images[shown].main}
            // Full screen: the same resized widths, chosen for the whole viewport.
            sizes={images[shown].main.sizes && '100vw'}
            alt={images[shown].alt}
            draggable={false}
            onPointerDown={(event) => {
              swipeX.current = event.clientX;
            }}
            onPointerUp={onSwipeEnd}
          />
          {many ? (
            <>
              <p className="estate-gallery__counter" aria-live="polite">
                {counter(shown)}
              </p>
              <button
                type="button"
                className="estate-gallery__arrow estate-gallery__arrow--previous"
                aria-label={labels.previous}
                aria-disabled={shown === 0}
                onClick={() => step(-1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="estate-gallery__arrow estate-gallery__arrow--next"
                aria-label={labels.next}
                aria-disabled={shown === total - 1}
                onClick={() => step(1)}
              >
                ›
              </button>
            </>
          ) : null}
        </>
      )}
    </dialog>
  );
}
