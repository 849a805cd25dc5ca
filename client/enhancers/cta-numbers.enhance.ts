import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD, counterValue } from '../../shared/domain/animation';
import { formatNumber } from '../../shared/format/number';

/** What the server passes (cta-numbers.tsx renders it; this brings it to life): the component imports from here, never the reverse. */
export interface CtaNumbersProps {
  items: { value: number; label: string; suffix: string | null }[];
}

/**
 * How a counter writes its number, on the server (cta-numbers.tsx) and while it counts:
 * Belgian notation as toLocaleString('nl-BE') writes it (up to 3 decimals), without the
 * browser's number formatting, whose first use loads its locale data: 60 ms of main thread
 * on a slow phone, in the task that starts the page's islands.
 */
export function formatCounter(value: number, suffix: string | null): string {
  return `${formatNumber(value, 3)}${suffix ?? ''}`;
}

/**
 * Counters (cta-numbers.tsx): once 40% of the block is in view they count from 0 to
 * their value over 3000 ms, once only. Without motion (or IntersectionObserver) they keep
 * the final values the server wrote.
 */
export function enhanceCtaNumbers(element: HTMLElement, { items }: CtaNumbersProps): void {
  const block = element.querySelector('.cta-numbers');
  const values = [...element.querySelectorAll<HTMLElement>('.cta-numbers__value')];
  if (!block || values.length !== items.length || typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // A frame writes only the numbers that changed: a counter shows its value (rounded) a little
  // before the 3000 ms are up, and writing the same text again is DOM work for nothing.
  const show = (elapsed: number) =>
    items.forEach((item, index) => {
      const text = formatCounter(counterValue(item.value, elapsed), item.suffix);
      if (values[index]!.textContent !== text) values[index]!.textContent = text;
    });
  show(0);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD)) return;
      observer.disconnect();
      const started = performance.now();
      const tick = (now: number) => {
        const elapsed = now - started;
        show(elapsed);
        if (elapsed < COUNTER_DURATION_MS) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { threshold: COUNTER_VISIBILITY_THRESHOLD },
  );
  observer.observe(block);
}
