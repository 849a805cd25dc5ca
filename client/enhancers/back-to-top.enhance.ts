/** Scroll distance after which the button shows. */
export const BACK_TO_TOP_THRESHOLD_PX = 100;

/** The back-to-top button (back-to-top.tsx): shown past 100 px of scroll, scrolls to the top and moves focus there. */
export function enhanceBackToTop(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>('.back-to-top');
  if (!button) return;
  const update = () => {
    const visible = window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
    button.dataset.visible = String(visible);
    button.hidden = !visible;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  });
}
