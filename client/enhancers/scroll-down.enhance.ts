import { SCROLL_DURATION_MS, scrollPosition } from '../../shared/domain/animation';
import type { ScrollDownProps } from './scroll-down';

/** The down-arrow (scroll-down.tsx): scrolls smoothly to the employees section over 600 ms, then focuses it. */
export function enhanceScrollDown(element: HTMLElement, { targetId }: ScrollDownProps): void {
  element.querySelector('.scroll-down')?.addEventListener('click', (event) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const from = window.scrollY;
    const to = from + target.getBoundingClientRect().top;
    const done = () => {
      target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      history.replaceState(null, '', `#${targetId}`);
    };
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, to);
      done();
      return;
    }
    const started = performance.now();
    const step = (now: number) => {
      const elapsed = now - started;
      window.scrollTo(0, scrollPosition(from, to, elapsed));
      if (elapsed < SCROLL_DURATION_MS) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
}
