import type Glide from '@glidejs/glide';

/** A swipe longer than this blocks the click that ends it. */
export const SWIPE_BLOCKS_CLICK_PX = 10;

/**
 * Replaces Glide's Anchors component, which swallows every click inside the track after any
 * pointer move, however small: a 6 px tremor on a phone number or a photo cancelled the tap.
 * blockClickAfterSwipe (below) blocks only the click after a swipe over 10 px.
 */
export const SwipeGuardAnchors: Glide.ComponentFunction = () => ({ mount() {} });

/**
 * Swallows the click that ends a swipe of more than 10 px inside `element`, so dragging a
 * carousel never follows a link or opens a photo. Returns the clean-up.
 */
export function blockClickAfterSwipe(element: HTMLElement): () => void {
  let downX = 0;
  const onDown = (event: PointerEvent) => {
    downX = event.clientX;
  };
  const onClick = (event: MouseEvent) => {
    if (Math.abs(event.clientX - downX) > SWIPE_BLOCKS_CLICK_PX && event.detail > 0) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  element.addEventListener('pointerdown', onDown, true);
  element.addEventListener('click', onClick, true);
  return () => {
    element.removeEventListener('pointerdown', onDown, true);
    element.removeEventListener('click', onClick, true);
  };
}
