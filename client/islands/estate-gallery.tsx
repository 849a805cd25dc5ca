import type Glide from '@glidejs/glide';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { GalleryDialog } from '../components/gallery-dialog';
import { Slides } from '../components/gallery-slides';
import { arrowStep, RootKeyboard } from '../components/glide-keyboard';
import { intentGate } from '../components/intent-gate';
import { usePhotoFirst } from '../components/photo-first';
import { blockClickAfterSwipe, SwipeGuardAnchors } from '../components/swipe-guard';
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
  // The carousel's defaults: a swipe of 5 px moves, 500 ms a move (a click is blocked only past 10 px: swipe-guard.ts).
  swipeThreshold: 5,
  dragThreshold: 5,
  animationDuration: 500,
  // A push past the first or last photo is an "offset" run: Glide waits rewindDuration (800 ms by default) before taking input again.
  rewindDuration: 500,
} as const;

/**
 * Glide (8 KB gzipped) loads when the visitor first reaches for a gallery (a pointer over it, a
 * touch, focus in it), not with the page: the detail page's budget has no room for it before
 * the visitor interacts (build.mjs). Until it is there the gallery's arrows, thumbnails, keys
 * and a swipe move the photos by themselves (scrolling the strip, instantly), and Glide starts
 * at the photo shown: nothing the visitor does is lost, and nothing moves when it arrives.
 */
const glideGate = intentGate();
const loadGlide = () => glideGate.opened.then(() => import('@glidejs/glide'));

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
  /** The photo shown while Glide is not there yet: where it starts. */
  const at = useRef(0);
  const returnTo = useRef<HTMLElement>(null);
  /** Where a press on the photos began while Glide was not there yet (null: none, or Glide saw it). */
  const press = useRef<{ x: number; y: number } | null>(null);
  const [index, setIndex] = useState(0);
  /** Whether the visitor reached for the gallery: every photo is asked for from then on (Slides). */
  const [live, setLive] = useState(false);
  /** The photo in the full-screen view; null while it is closed. */
  const [shown, setShown] = useState<number | null>(null);
  // On a phone the photo comes first, in the document too (before the page's header).
  usePhotoFirst(root);
  glideGate.useOpenOnIntent(root);
  useEffect(() => {
    let gone = false;
    glideGate.opened.then(() => !gone && setLive(true));
    return () => {
      gone = true;
    };
  }, []);

  /** The strip of photos, which shows photo `to` until Glide takes over. */
  const strip = () => root.current?.querySelector<HTMLElement>('.estate-gallery__slides');
  /** Shows photo `to` (within the first and last): through Glide once it is there, else by scrolling the strip to it. */
  const go = (to: number) => {
    const next = Math.min(total - 1, Math.max(0, to));
    setLive(true);
    if (glide.current) {
      glide.current.go(`=${next}`);
      return;
    }
    const photos = strip();
    if (photos) photos.scrollLeft = next * photos.clientWidth;
    at.current = next;
    setIndex(next);
  };

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Start where the visitor scrolled the JavaScript-less strip to; Glide takes over from there.
    const photos = strip();
    at.current = photos?.clientWidth ? Math.round(photos.scrollLeft / photos.clientWidth) : 0;
    element.dataset.mounted = 'true';
    if (photos) photos.scrollLeft = at.current * photos.clientWidth;
    setIndex(at.current);
    if (total < 2) return;
    const unguard = blockClickAfterSwipe(element);
    let instance: Glide | undefined;
    let gone = false;
    loadGlide()
      .then(({ default: Slider }) => {
        if (gone) return;
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const duration = reduced ? 0 : ESTATE_GALLERY.animationDuration;
        const startAt = at.current;
        if (photos) photos.scrollLeft = 0;
        instance = new Slider(element, { ...ESTATE_GALLERY, startAt, animationDuration: duration, rewindDuration: duration });
        instance.on(['mount.after', 'run'], () => setIndex(instance!.index));
        instance.mount({ Keyboard: RootKeyboard, Anchors: SwipeGuardAnchors });
        glide.current = instance;
      })
      // Without Glide (its file failed to load) the gallery keeps moving by itself (go).
      .catch(() => undefined);
    return () => {
      gone = true;
      unguard();
      instance?.destroy();
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
    // The browser fires 'close' a moment after Escape closed the view: a click on a photo in
    // between has opened it again, for that photo, and this late event must not empty it.
    if (dialog.current?.open) return;
    // The gallery follows the photo last shown full screen.
    if (shown !== null && shown !== index) go(shown);
    setShown(null);
    // Focus back where the visitor opened it, without scrolling: the page could not scroll
    // while the view was open, so that place is in view, and the photo stays under the pointer
    // (focusing the full-screen button below a tall photo scrolled it away, and the next click
    // on the photo pressed on what had come under the pointer instead).
    (returnTo.current?.isConnected ? returnTo.current : openButton.current)?.focus({ preventScroll: true });
  };
  // Before Glide is there, a swipe on the photos moves one photo, as Glide's would: past its
  // threshold, and more sideways than up or down.
  const onPressStart = (event: ReactPointerEvent) => {
    press.current = glide.current ? null : { x: event.clientX, y: event.clientY };
  };
  const onPressEnd = (event: ReactPointerEvent) => {
    const start = press.current;
    press.current = null;
    if (!start) return;
    const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
    if (Math.abs(dx) > ESTATE_GALLERY.swipeThreshold && Math.abs(dx) > Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
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
        onKeyDown={(event) => {
          // Glide's keys (RootKeyboard) once it is there; these before.
          const by = glide.current ? 0 : arrowStep(event);
          if (!by) return;
          event.preventDefault();
          go(index + by);
        }}
      >
        <div className="estate-gallery__stage">
          <div
            className="glide__track estate-gallery__track"
            data-glide-el="track"
            onPointerDown={onPressStart}
            onPointerUp={onPressEnd}
            // A photo dragged by the mouse is a swipe, not the browser's drag of an image (Glide's Images does the same).
            onDragStart={(event) => event.preventDefault()}
            onClick={(event) => {
              const photo = (event.target as Element).closest<HTMLElement>('[data-index]');
              // The press focused the gallery (a click on a photo): focus comes back to it. A
              // press and a release on two photos (the strip slid under the pointer in between,
              // as it does to follow the view just closed) click the strip: the photo it shows.
              open(photo ? Number(photo.dataset.index) : index, root.current);
            }}
          >
            <Slides images={images} live={live} />
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
                  onClick={() => glide.current || go(index - 1)}
                >
                  ‹
                </button>
                <button
                  type="button"
                  className="estate-gallery__arrow estate-gallery__arrow--next"
                  data-glide-dir=">"
                  aria-label={labels.next}
                  aria-disabled={index === total - 1}
                  onClick={() => glide.current || go(index + 1)}
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
                  onClick={() => go(i)}
                >
                  <img {...image.thumbnail} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <GalleryDialog dialog={dialog} images={images} shown={shown} labels={labels} counter={counter} step={step} onClose={onClose} />
    </>
  );
}
