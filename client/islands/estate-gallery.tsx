import Glide from '@glidejs/glide';
import { memo, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { arrowStep, RootKeyboard } from '../components/glide-keyboard';
import { usePhotoFirst } from '../components/photo-first';
import { blockClickAfterSwipe, SWIPE_BLOCKS_CLICK_PX, SwipeGuardAnchors } from '../components/swipe-guard';
import type { GalleryImage } from '../../shared/domain/images';

export interface EstateGalleryProps {
  /** Already sorted by index; the first is the main image. Sizes and addresses from shared/domain/images. */
  images: (GalleryImage & { alt: string })[];
  labels: {
    gallery: string;
    previous: string;
    next: string;
    open: string;
    close: string;
    /** e.g. 'Foto {{index}} van {{total}}' */
    counter: string;
    thumbnails: string;
  };
}

/** Gallery settings: a slider, not a carousel — a gallery has a first and a last photo. */
export const ESTATE_GALLERY = {
  type: 'slider',
  perView: 1,
  gap: 0,
  rewind: false,
  keyboard: true,
  // SPEC §9 carousel defaults: a swipe of 5 px moves, 500 ms a move (a click is blocked only past 10 px: swipe-guard.ts).
  swipeThreshold: 5,
  dragThreshold: 5,
  animationDuration: 500,
  // A push past the first or last photo is an "offset" run: Glide waits rewindDuration (800 ms by default) before taking input again.
  rewindDuration: 500,
} as const;

const Slides = memo(function Slides({ images }: Pick<EstateGalleryProps, 'images'>) {
  const total = images.length;
  return (
    <div className="glide__slides estate-gallery__slides">
      {images.map((image, i) => (
        <div
          key={i}
          className="glide__slide estate-gallery__slide"
          role={total > 1 ? 'group' : undefined}
          aria-roledescription={total > 1 ? 'slide' : undefined}
          aria-label={total > 1 ? `${i + 1} / ${total}` : undefined}
        >
          <img
            className="estate-gallery__photo"
            {...image.main}
            alt={image.alt}
            decoding="async"
            data-index={i}
            fetchPriority={i ? undefined : 'high'}
            loading={i ? 'lazy' : undefined}
          />
        </div>
      ))}
    </div>
  );
});

/**
 * The property's photos (Glide slider): arrows, a counter, thumbnails and a full-screen
 * <dialog>. Without JavaScript the photos scroll sideways. One photo: no Glide, no arrows.
 */
export default function EstateGallery({ images, labels }: EstateGalleryProps) {
  const total = images.length;
  const many = total > 1;
  const root = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const glide = useRef<Glide>(null);
  const returnTo = useRef<HTMLElement>(null);
  const swipeX = useRef(0);
  const [index, setIndex] = useState(0);
  /** The photo in the full-screen view; null while it is closed. */
  const [shown, setShown] = useState<number | null>(null);
  // On a phone the photo comes first, in the document too (before the page's header).
  usePhotoFirst(root);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Start where the visitor scrolled the JavaScript-less strip to, then hand it over to Glide.
    const strip = element.querySelector<HTMLElement>('.estate-gallery__slides');
    const startAt = strip?.clientWidth ? Math.round(strip.scrollLeft / strip.clientWidth) : 0;
    if (strip) strip.scrollLeft = 0;
    element.dataset.mounted = 'true';
    if (total < 2) return;
    const unguard = blockClickAfterSwipe(element);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const duration = reduced ? 0 : ESTATE_GALLERY.animationDuration;
    const instance = new Glide(element, { ...ESTATE_GALLERY, startAt, animationDuration: duration, rewindDuration: duration });
    instance.on(['mount.after', 'run'], () => setIndex(instance.index));
    instance.mount({ Keyboard: RootKeyboard, Anchors: SwipeGuardAnchors });
    glide.current = instance;
    return () => {
      unguard();
      instance.destroy();
      glide.current = null;
    };
  }, [total]);

  useEffect(() => {
    const element = root.current;
    if (!element || total < 2) return;
    // Load the neighbours before they slide in, and keep the active thumbnail in view (centred).
    const photos = element.querySelectorAll<HTMLImageElement>('.estate-gallery__photo');
    for (const photo of [photos[index - 1], photos[index + 1]]) if (photo) photo.loading = 'eager';
    const row = thumbs.current;
    const item = row?.children[index] as HTMLElement | undefined;
    if (row && item) row.scrollTo({ left: item.offsetLeft - (row.clientWidth - item.offsetWidth) / 2 });
  }, [index, total]);

  if (!total) return null;

  const counter = (at: number) => labels.counter.replaceAll('{{index}}', String(at + 1)).replaceAll('{{total}}', String(total));
  const open = (at: number, from: HTMLElement | null) => {
    returnTo.current = from;
    setShown(at);
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const step = (by: number) => setShown((at) => (at === null ? at : Math.min(total - 1, Math.max(0, at + by))));
  const onClose = () => {
    // The gallery follows the photo last shown full screen.
    if (shown !== null && shown !== index) glide.current?.go(`=${shown}`);
    setShown(null);
    (returnTo.current?.isConnected ? returnTo.current : openButton.current)?.focus();
  };
  const onSwipeEnd = (event: ReactPointerEvent) => {
    const distance = event.clientX - swipeX.current;
    if (Math.abs(distance) > SWIPE_BLOCKS_CLICK_PX) step(distance < 0 ? 1 : -1);
  };

  return (
    <>
      {/* A labelled region rather than a <section>: a gallery has no heading of its own. */}
      <div
        className="estate-gallery glide"
        ref={root}
        tabIndex={-1}
        role="region"
        aria-roledescription={many ? 'carousel' : undefined}
        aria-label={labels.gallery}
      >
        <div className="estate-gallery__stage">
          <div
            className="glide__track estate-gallery__track"
            data-glide-el="track"
            onClick={(event) => {
              const photo = (event.target as Element).closest<HTMLElement>('[data-index]');
              if (photo) open(Number(photo.dataset.index), openButton.current);
            }}
          >
            <Slides images={images} />
          </div>
          {many ? (
            <>
              <div className="estate-gallery__arrows" data-glide-el="controls">
                <button
                  type="button"
                  className="estate-gallery__arrow estate-gallery__arrow--previous"
                  data-glide-dir="<"
                  aria-label={labels.previous}
                  aria-disabled={index === 0}
                >
                  ‹
                </button>
                <button
                  type="button"
                  className="estate-gallery__arrow estate-gallery__arrow--next"
                  data-glide-dir=">"
                  aria-label={labels.next}
                  aria-disabled={index === total - 1}
                >
                  ›
                </button>
              </div>
              <p className="estate-gallery__counter" aria-live="polite">
                {counter(index)}
              </p>
            </>
          ) : null}
          <button
            type="button"
            className="estate-gallery__open"
            ref={openButton}
            aria-label={labels.open}
            title={labels.open}
            onClick={(event) => open(index, event.currentTarget)}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M3 3h5v2H5v3H3zm9 0h5v5h-2V5h-3zM3 12h2v3h3v2H3zm12 0h2v5h-5v-2h3z" fill="currentColor" />
            </svg>
          </button>
        </div>
        {many ? (
          <ul className="estate-gallery__thumbs" ref={thumbs} aria-label={labels.thumbnails}>
            {images.map((image, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="estate-gallery__thumb"
                  aria-label={counter(i)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => glide.current?.go(`=${i}`)}
                >
                  <img {...image.thumbnail} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
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
    </>
  );
}
